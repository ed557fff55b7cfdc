import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_NAME } from '@stakelab/core';

/** Names come as the bookmaker wrote them; only core's 'Unknown' is ours to translate. */
export function useDisplayName() {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => (name === UNKNOWN_NAME ? t('dashboards.unknown') : name),
    [t],
  );
}
