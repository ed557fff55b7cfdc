import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers inside follow the interface language. Kept beside the pickers rather than around
 * the whole app, so dayjs and its Spanish locale load with the pages that have dates.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language }}>{children}</DatesProvider>;
}
