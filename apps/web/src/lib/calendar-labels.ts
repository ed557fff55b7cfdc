import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/**
 * Names for a calendar's arrow and level buttons, which show only an icon or a heading:
 * without them a screen reader announces "button".
 */
export function useCalendarAriaLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    previousMonth: t('common.calendar.previousMonth'),
    nextMonth: t('common.calendar.nextMonth'),
    previousYear: t('common.calendar.previousYear'),
    nextYear: t('common.calendar.nextYear'),
    previousDecade: t('common.calendar.previousDecade'),
    nextDecade: t('common.calendar.nextDecade'),
    monthLevelControl: t('common.calendar.monthLevelControl'),
    yearLevelControl: t('common.calendar.yearLevelControl'),
  };
}
