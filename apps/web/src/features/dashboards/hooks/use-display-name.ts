import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_NAME } from '@stakelab/core';
import { sportName } from '../../../lib/sport-name';

/** Names come as the bookmaker wrote them; only core's 'Unknown' is ours to translate. */
export function useDisplayName() {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => (name === UNKNOWN_NAME ? t('dashboards.unknown') : name),
    [t],
  );
}

/** A sport's name: 'Unknown' as above, a sport core knows in the interface language. */
export function useSportName() {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => (name === UNKNOWN_NAME ? t('dashboards.unknown') : sportName(t, name)),
    [t],
  );
}
