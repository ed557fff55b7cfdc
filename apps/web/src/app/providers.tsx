import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { clearSession } from '../features/auth/utils/clear-session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** The app's query client, wired so that any 401 ends the session in one place. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  setUnauthorizedHandler(() => clearSession(queryClient));
  return queryClient;
}

/** Date pickers follow the interface language. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <DatesProvider settings={{ locale: current.language }}>{children}</DatesProvider>;
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (jsdom). */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <LocalizedDates>
          <Notifications position="top-right" zIndex={1000} />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
