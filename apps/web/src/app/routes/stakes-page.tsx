import { Anchor, Stack, Text, Title } from '@mantine/core';
import { stakeStatistics } from '@stakelab/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { useStakesHistory } from '../../features/stakes/api/get-stakes-history';
import { useStakesToday } from '../../features/stakes/api/get-stakes-today';
import { StakeStats } from '../../features/stakes/components/stake-stats';
import { StakesHistory } from '../../features/stakes/components/stakes-history';
import { StakesToday } from '../../features/stakes/components/stakes-today';
import type { StakeTailing } from '../../features/stakes/components/tail-button';
import { useSession } from '../../features/auth/api/get-session';
import { AddBetDialog } from '../../features/history/components/add-bet-dialog';
import { tailBetValues } from '../../features/history/utils/tail-bet';
import { useProfile } from '../../features/profile/api/get-profile';
import { unitCentsOf } from '../../features/dashboards/utils/units';
import { useLocalHistory, useTailsQuery } from '../../history-store';

/**
 * docs/product.md §2 /stakes: the tipster's statistics over the settled stakes (docs/product.md
 * §3 labels), today's open stakes, then the history with its counters. Each list loads, fails
 * and retries alone. Issue 34: a signed-in user adds a tip to their history from its card (the
 * history's add-bet form, prefilled, the bet linked to the stake); a tip already there says so.
 */
export function StakesPage() {
  const { t } = useTranslation();
  const today = useStakesToday();
  const history = useStakesHistory();
  const statistics = useMemo(
    () => (history.data === undefined ? null : stakeStatistics(history.data)),
    [history.data],
  );

  // The user's own bets (the local history /history keeps): which tips they already follow.
  const { user, isConfirmed } = useSession();
  const email = user?.email ?? '';
  const bets = useLocalHistory(user !== null && isConfirmed && email !== '' ? user.user_id : null);
  const tails = useTailsQuery(bets);
  // The tip the form was opened for stays while the dialog closes (its exit transition).
  const [tailing, setTailing] = useState<number | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  // The new bet's default currency (the profile's): asked for when the form opens.
  const profile = useProfile(isConfirmed && tailing !== null ? email : '');
  // The stake guide's bets and unit size (docs/stake-discipline.md); one object per change.
  const unitCents = unitCentsOf(profile.data);
  const { userId: betsUserId, revision: betsRevision } = bets;
  const discipline = useMemo(
    () => ({ history: { userId: betsUserId, revision: betsRevision }, unitCents }),
    [betsUserId, betsRevision, unitCents],
  );
  const onTail = useCallback((stakeId: number) => {
    setTailing(stakeId);
    setFormOpen(true);
  }, []);
  const tailedBets = tails.data?.bets;
  // Offered once the user's bets are known, so a tip already followed is never offered twice.
  const tailingProps = useMemo((): StakeTailing | undefined => {
    if (email === '' || tailedBets === undefined) return undefined;
    return { tailedIds: new Set(tailedBets.map((bet) => bet.StakeId as number)), onTail };
  }, [email, tailedBets, onTail]);
  const tailedStake =
    tailing === null
      ? undefined
      : [...(today.data ?? []), ...(history.data ?? [])].find(
          (stake) => stake.stake_id === tailing,
        );
  const startFrom = useMemo(
    () => (tailedStake === undefined ? undefined : tailBetValues(tailedStake)),
    [tailedStake],
  );

  return (
    <PageSection>
      <Stack gap={40}>
        <Stack gap="lg">
          <Stack gap={4} maw={720}>
            <Title order={1}>{t('stakes.title')}</Title>
            <Text c="dimmed">{t('stakes.description')}</Text>
            {/* The public, verifiable record of every stake (issue 34). */}
            <Anchor
              component={Link}
              to="/tipster"
              size="sm"
              fw={600}
              data-testid="tipster-record-link"
            >
              {t('stakes.recordLink')}
            </Anchor>
          </Stack>
          <StakeStats
            statistics={history.data === undefined && history.isError ? undefined : statistics}
          />
        </Stack>
        <StakesToday
          stakes={today.data}
          isError={today.isError}
          isRetrying={today.isFetching}
          onRetry={today.refetch}
          tailing={tailingProps}
        />
        <StakesHistory
          stakes={history.data}
          statistics={statistics}
          isError={history.isError}
          isRetrying={history.isFetching}
          onRetry={history.refetch}
          tailing={tailingProps}
        />
      </Stack>
      <AddBetDialog
        opened={isFormOpen && startFrom !== undefined}
        onClose={() => setFormOpen(false)}
        userEmail={email}
        defaultCurrency={profile.data?.default_currency}
        discipline={discipline}
        startFrom={startFrom}
      />
    </PageSection>
  );
}
