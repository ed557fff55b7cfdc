import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a figure shows when there is nothing to work it out from yet. */
export const NO_VALUE_MARK = '—';

/**
 * A figure with no value yet (a win rate over no settled bets): a dash on screen, words for
 * screen readers, which would otherwise read nothing or "em dash".
 */
export function NoValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{NO_VALUE_MARK}</span>
      <VisuallyHidden>{t('common.noValue')}</VisuallyHidden>
    </>
  );
}
