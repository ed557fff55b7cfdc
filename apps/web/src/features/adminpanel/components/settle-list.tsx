import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  isSettledStakeResult,
  type Stake,
  STAKE_SETTLED_RESULTS,
  type StakeSettledResult,
} from '@stakelab/core';
import { IconBan } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatEuros, formatOdds } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAdminStakes } from '../api/get-admin-stakes';
import { useSettleStake } from '../api/settle-stake';
import { isFocusLost } from '../../../lib/focus';
import { focusTargetAfterRowLeft, type RowOpener } from '../utils/row-focus';
import { stakeOptionColor, stakeOptionLabelKey } from '../utils/stake-options';
import { CashOutDialog } from './cash-out-dialog';
import { SettleConfirmDialog } from './settle-confirm-dialog';
import { StakeFeedLine } from './stake-feed-line';
import { VoidStakeDialog } from './void-stake-dialog';

/** How many settled stakes the list keeps below the open ones (the most recently settled). */
const RECENT_SETTLED = 10;

type View = 'open' | 'settled';

/** The settling buttons, in the order a tipster reaches for them. */
const ACTIONS = STAKE_SETTLED_RESULTS;

function settledTime(stake: Stake): number {
  const time = Date.parse(stake.settled_at ?? stake.bet_placed_at);
  return Number.isNaN(time) ? 0 : time;
}

function ResultBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  const labelKey = stakeOptionLabelKey(value);
  return (
    <Badge
      color={stakeOptionColor(value)}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0 }}
      data-testid="settle-result"
      data-result={value}
    >
      {labelKey ? t(labelKey) : value}
    </Badge>
  );
}

interface RowProps {
  stake: Stake;
  /** The result being saved for this row, if any. */
  busyWith: StakeSettledResult | null;
  isLocked: boolean;
  onSettle: (stake: Stake, result: StakeSettledResult) => void;
  onVoid: (stake: Stake) => void;
}

function SettleRow({ stake, busyWith, isLocked, onSettle, onVoid }: RowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const isSettled = isSettledStakeResult(stake.final_result);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="settle-row"
      data-stake-id={stake.stake_id}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <ResultBadge value={stake.final_result} />
              <Text fw={600} size="sm" truncate="end" data-testid="settle-event">
                {stake.event_description}
              </Text>
            </Group>
            <Text
              size="xs"
              c="dimmed"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="settle-figures"
            >
              {[
                formatDateTime(stake.bet_placed_at, language),
                stake.bookmaker,
                t('adminPanel.settle.odds', { odds: formatOdds(stake.total_odds, language) }),
                t('adminPanel.settle.stake', {
                  amount: formatEuros(stake.stake_amount, language),
                }),
                isSettled
                  ? t('adminPanel.settle.paid', {
                      amount: formatEuros(stake.payout_amount ?? 0, language),
                    })
                  : t('adminPanel.settle.toWin', {
                      amount: formatEuros(stake.potential_winnings, language),
                    }),
              ].join(' · ')}
            </Text>
            <StakeFeedLine stake={stake} />
          </Stack>
          <Tooltip label={t('adminPanel.settle.void')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onVoid(stake)}
              disabled={isLocked}
              aria-label={t('adminPanel.settle.voidStake', {
                description: stake.event_description,
              })}
              data-testid="void-stake"
            >
              <IconBan size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        {/* Two by two on phones, so the labels never squeeze in either language. */}
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing={6} w={{ base: '100%', md: 'auto' }}>
          {ACTIONS.map((result) => {
            const labelKey = stakeOptionLabelKey(result);
            const isCurrent = stake.final_result === result;
            return (
              <Button
                key={result}
                size="compact-sm"
                variant={isCurrent ? 'filled' : 'light'}
                color={stakeOptionColor(result)}
                loading={busyWith === result}
                disabled={isLocked && busyWith !== result}
                aria-pressed={isCurrent}
                onClick={() => onSettle(stake, result)}
                data-testid={`settle-${result}`}
              >
                {result === 'cashed_out'
                  ? t('adminPanel.settle.cashOut')
                  : labelKey
                    ? t(labelKey)
                    : result}
              </Button>
            );
          })}
        </SimpleGrid>
      </Group>
    </Paper>
  );
}

/**
 * Settling beyond the spec: the open stakes (and the most recently settled, to correct) with
 * Won / Lost / Void / Cash out / Half won / Half lost, and void with a reason, each asked for
 * first; settling a settled stake again is a correction in the public record (no delete). Each change reloads every
 * stake list, /stakes too.
 */
export function SettleList() {
  const { t, i18n } = useTranslation();
  const stakes = useAdminStakes();
  const settle = useSettleStake();
  const [view, setView] = useState<View>('open');
  const [cashingOut, setCashingOut] = useState<Stake | null>(null);
  const [confirming, setConfirming] = useState<{
    stake: Stake;
    result: StakeSettledResult;
  } | null>(null);
  const [voiding, setVoiding] = useState<Stake | null>(null);
  const busy = settle.isPending ? settle.variables : undefined;
  const listRef = useRef<HTMLDivElement>(null);
  const opener = useRef<RowOpener | null>(null);

  const { open, settled } = useMemo(() => {
    const all = stakes.data ?? [];
    return {
      open: all.filter((stake) => !isSettledStakeResult(stake.final_result)),
      settled: all
        .filter((stake) => isSettledStakeResult(stake.final_result))
        .sort((a, b) => settledTime(b) - settledTime(a))
        .slice(0, RECENT_SETTLED),
    };
  }, [stakes.data]);

  const run = (stake: Stake, result: StakeSettledResult, payout?: number) => {
    settle.mutate(
      {
        id: stake.stake_id,
        request:
          payout === undefined
            ? { final_result: result }
            : { final_result: result, payout_amount: payout },
      },
      {
        onSuccess: () => {
          const labelKey = stakeOptionLabelKey(result);
          showToast({
            kind: 'success',
            title: t('adminPanel.toasts.settled', { result: labelKey ? t(labelKey) : result }),
            message: stake.event_description,
          });
          setCashingOut(null);
          setConfirming(null);
        },
      },
    );
  };

  const shown = view === 'open' ? open : settled;

  const rememberOpener = (stake: Stake, testId: string) => {
    opener.current = { index: shown.findIndex((s) => s.stake_id === stake.stake_id), testId };
  };
  // A dialog gives the focus back to the button that opened it; when that button has gone with
  // its row (the stake was settled or voided out of the open list), the focus would fall to
  // the page: it goes to the row that took its place instead.
  const keepFocusInList = () => {
    if (!isFocusLost() || !opener.current || !listRef.current) return;
    focusTargetAfterRowLeft(listRef.current, opener.current)?.focus();
  };

  // Nothing settles in one click: users see a result at once. Cash out asks for its amount,
  // the others for a confirmation.
  const onSettle = (stake: Stake, result: StakeSettledResult) => {
    rememberOpener(stake, `settle-${result}`);
    if (result === 'cashed_out') setCashingOut(stake);
    else setConfirming({ stake, result });
  };
  const onVoid = (stake: Stake) => {
    rememberOpener(stake, 'void-stake');
    setVoiding(stake);
  };

  let content;
  if (stakes.data === undefined && stakes.isError) {
    content = (
      <Group justify="space-between" data-testid="settle-load-error">
        <Text c="red" size="sm">
          {t('adminPanel.settle.loadError')}
        </Text>
        {/* A refetch resolves even when it fails again; the query's state shows the outcome. */}
        <Button variant="default" size="xs" onClick={() => void stakes.refetch()}>
          {t('adminPanel.settle.retry')}
        </Button>
      </Group>
    );
  } else if (stakes.data === undefined) {
    content = (
      <Stack gap="xs" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={58} radius="md" />
        ))}
      </Stack>
    );
  } else if (shown.length === 0) {
    content = (
      <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="settle-empty">
        {view === 'open' ? t('adminPanel.settle.noOpen') : t('adminPanel.settle.noSettled')}
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((stake) => {
          const isBusy = busy?.id === stake.stake_id;
          return (
            <SettleRow
              key={stake.stake_id}
              stake={stake}
              busyWith={isBusy ? (busy.request.final_result ?? null) : null}
              isLocked={isBusy}
              onSettle={onSettle}
              onVoid={onVoid}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack
        ref={listRef}
        component="section"
        gap="md"
        aria-labelledby="settle-list-title"
        data-testid="settle-list"
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={2} id="settle-list-title" fz={{ base: 22, sm: 26 }}>
              {t('adminPanel.settle.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('adminPanel.settle.description')}
            </Text>
          </Stack>
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value === 'settled' ? 'settled' : 'open')}
            data={[
              {
                value: 'open',
                label: t('adminPanel.settle.open', {
                  count: open.length,
                  formatted: formatCount(open.length, i18n.language),
                }),
              },
              { value: 'settled', label: t('adminPanel.settle.recent') },
            ]}
            aria-label={t('adminPanel.settle.viewLabel')}
            data-testid="settle-view"
          />
        </Group>
        {content}
      </Stack>
      <CashOutDialog
        stake={cashingOut}
        isSaving={settle.isPending}
        onClose={() => setCashingOut(null)}
        onConfirm={(stake, payout) => run(stake, 'cashed_out', payout)}
        onClosed={keepFocusInList}
      />
      <SettleConfirmDialog
        settling={confirming}
        isSaving={settle.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(stake, result) => run(stake, result)}
        onClosed={keepFocusInList}
      />
      <VoidStakeDialog
        stake={voiding}
        onClose={() => setVoiding(null)}
        onClosed={keepFocusInList}
      />
    </Paper>
  );
}
