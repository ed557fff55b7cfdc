import {
  type Bankroll,
  type BetTypeGroup,
  type Facet,
  FACET_NONE,
  STAKE_BANDS,
} from '@stakelab/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bankrollName } from '../../../lib/bankroll-name';
import { formatWholeEuros } from '../../../lib/format';
import { BET_TYPE_KEYS } from '../utils/labels';
import { useDashboardFormat } from './use-dashboard-format';
import { useDisplayName, useSportName } from './use-display-name';

/** The facets' names (docs/product.md §2 "Facets"). */
export const FACET_KEYS = {
  bookmaker: 'dashboards.facets.bookmaker',
  tag: 'dashboards.facets.tag',
  tipster: 'dashboards.facets.tipster',
  bankroll: 'dashboards.facets.bankroll',
  sport: 'dashboards.facets.sport',
  competition: 'dashboards.facets.competition',
  market: 'dashboards.facets.market',
  betType: 'dashboards.facets.betType',
  oddsBand: 'dashboards.facets.oddsBand',
  stakeBand: 'dashboards.facets.stakeBand',
  side: 'dashboards.facets.side',
} as const satisfies Record<Facet, string>;

const isStakeBand = (value: string): value is (typeof STAKE_BANDS)[number] =>
  (STAKE_BANDS as readonly string[]).includes(value);

/**
 * A facet's choice as the reader sees it: "none" for core's FACET_NONE, known sports and the
 * bet type groups in the interface language, odds bands with its decimal mark, stake bands as
 * euros ("€10–€25", "€500+"), sides as Back and Lay, bankrolls by name (the default one for
 * bets without one, "#7" for one not listed); names the user or a bookmaker wrote as they are.
 */
export function useFacetChoiceLabel(bankrolls: readonly Bankroll[] = []) {
  const { t, i18n } = useTranslation();
  const format = useDashboardFormat();
  const displayName = useDisplayName();
  const sportName = useSportName();
  return useCallback(
    (facet: Facet, value: string): string => {
      if (facet === 'bankroll') {
        const bankroll = bankrolls.find((one) =>
          value === FACET_NONE ? one.isDefault : String(one.id) === value,
        );
        if (bankroll !== undefined) return bankrollName(bankroll, t);
        return value === FACET_NONE ? t('dashboards.facets.defaultBankroll') : `#${value}`;
      }
      if (value === FACET_NONE) return t('dashboards.facets.none');
      switch (facet) {
        case 'sport':
          return sportName(value);
        case 'competition':
        case 'market':
          return displayName(value);
        case 'betType':
          return value in BET_TYPE_KEYS ? t(BET_TYPE_KEYS[value as BetTypeGroup]) : value;
        case 'oddsBand':
          return format.oddsRange(value);
        case 'stakeBand': {
          if (!isStakeBand(value)) return value;
          const euros = (text: string) => formatWholeEuros(Number(text), i18n.language);
          if (value.endsWith('+')) return `${euros(value.slice(0, -1))}+`;
          const [low = '0', high = '0'] = value.split('-');
          return `${euros(low)}–${euros(high)}`;
        }
        case 'side':
          return value === 'LAY' ? t('dashboards.facets.lay') : t('dashboards.facets.back');
        default:
          return value;
      }
    },
    [t, i18n.language, format, displayName, sportName, bankrolls],
  );
}
