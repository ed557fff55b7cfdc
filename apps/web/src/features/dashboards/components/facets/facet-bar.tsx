import { Button, Group, Paper, Text } from '@mantine/core';
import {
  type Bankroll,
  type Facet,
  type FacetCounts,
  type FacetFilter,
  FACETS,
} from '@stakelab/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FACET_KEYS, useFacetChoiceLabel } from '../../hooks/use-facet-labels';
import { chosenCount, toggleFacetChoice } from '../../utils/dashboard-params';
import { FacetMenu } from './facet-menu';

interface FacetBarProps {
  /** Each facet's choices with their counts, as core's faceted search answers them. */
  facets: readonly FacetCounts[];
  filter: FacetFilter;
  onChange: (filter: FacetFilter) => void;
  /** A control at the end of the bar (the units switch). */
  extra?: ReactNode;
  /** The user's bankrolls, to name the bankroll facet's choices. */
  bankrolls?: readonly Bankroll[];
  /** The bar's landmark name where another "Filters" is on the page (the history's own). */
  label?: string;
}

const NONE_CHOSEN: readonly string[] = [];

/**
 * A facet worth a menu: one with a choice to make (two values or more among the bets), or one
 * with something ticked (so it can be unticked even when nothing is left to count).
 */
const isUseful = (counts: FacetCounts, filter: FacetFilter) =>
  counts.choices.length > 1 || (filter[counts.facet]?.length ?? 0) > 0;

/**
 * docs/product.md §2 "Facets": the dashboards narrowed by bookmaker, tag, tipster, bankroll, sport,
 * competition, market, bet type, odds band, stake band and side, combined; a menu per facet
 * whose choices carry their counts, then what is ticked as pills to remove one by one.
 */
export function FacetBar({ facets, filter, onChange, extra, bankrolls, label }: FacetBarProps) {
  const { t } = useTranslation();
  const choiceLabel = useFacetChoiceLabel(bankrolls);
  const chosen = chosenCount(filter);
  // What is ticked comes from the filter (the URL), not from the counts: those arrive a moment
  // later from the history worker, and a box must show its tick at once.
  const ticked = FACETS.flatMap((facet) =>
    (filter[facet] ?? []).map((value) => ({ facet, value })),
  );
  const toggle = (facet: Facet, value: string) => onChange(toggleFacetChoice(filter, facet, value));

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={label ?? t('dashboards.facets.label')}
      data-testid="facet-bar"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="xs" wrap="wrap" style={{ flex: '1 1 320px' }}>
          <Group gap={6} wrap="nowrap">
            <IconFilter size={16} aria-hidden="true" />
            <Text size="sm" fw={500}>
              {t('dashboards.facets.label')}
            </Text>
          </Group>
          {facets
            .filter((counts) => isUseful(counts, filter))
            .map((counts) => (
              <FacetMenu
                key={counts.facet}
                counts={counts}
                chosen={filter[counts.facet] ?? NONE_CHOSEN}
                label={t(FACET_KEYS[counts.facet])}
                choiceLabel={(value) => choiceLabel(counts.facet, value)}
                onToggle={(value) => toggle(counts.facet, value)}
              />
            ))}
          {chosen > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => onChange({})}
              data-testid="facet-clear"
            >
              {t('dashboards.facets.clear')}
            </Button>
          ) : null}
        </Group>
        {extra}
      </Group>
      {ticked.length > 0 ? (
        <Group gap={6} mt="xs" wrap="wrap" data-testid="facet-chosen">
          {ticked.map(({ facet, value }) => {
            const text = `${t(FACET_KEYS[facet])}: ${choiceLabel(facet, value)}`;
            return (
              <Button
                key={`${facet}|${value}`}
                size="compact-xs"
                variant="light"
                radius="xl"
                rightSection={<IconX size={12} aria-hidden="true" />}
                onClick={() => toggle(facet, value)}
                aria-label={t('dashboards.facets.remove', { choice: text })}
                data-testid="facet-pill"
              >
                {text}
              </Button>
            );
          })}
        </Group>
      ) : null}
    </Paper>
  );
}
