import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { tailComparison } from '@stakelab/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { Dashboards } from '../../features/dashboards/components/dashboards';
import { unitCentsOf } from '../../features/dashboards/utils/units';
import { useProfile } from '../../features/profile/api/get-profile';
import { useBankrolls } from '../../lib/bankrolls-api';
import { useStakeRecord } from '../../features/tipster/api/get-stake-record';
import { useLocalHistory, useTailsQuery } from '../../history-store';

/**
 * docs/product.md §2 /dashboards. The bets are the history's own (the same local history, so
 * /history and /dashboards share one copy); the dashboards feature only turns them into figures.
 * docs/product.md §8: a failed load is logged and the dashboards show what they show for no bets.
 */
export function DashboardsPage() {
  const { t } = useTranslation();
  const { user, isConfirmed } = useSession();
  const email = user?.email ?? '';
  const history = useLocalHistory(
    user !== null && isConfirmed && email !== '' ? user.user_id : null,
  );

  // The unit size for the units view (docs/product.md §2 "Units"): none until the profile answers.
  const profile = useProfile(isConfirmed ? email : '');
  const unitCents = unitCentsOf(profile.data);
  // Names for the bankroll facet's choices; without them the facet still works, by number.
  const bankrolls = useBankrolls(isConfirmed && email !== '');

  // Issue 34: the bets that tail a stake against the public record, once there is one.
  const tails = useTailsQuery(history);
  const tailedBets = tails.data?.bets;
  const record = useStakeRecord(tailedBets !== undefined && tailedBets.length > 0);
  const comparison = useMemo(
    () =>
      tailedBets === undefined || tailedBets.length === 0 || record.data === undefined
        ? null
        : tailComparison(tailedBets, record.data.entries),
    [tailedBets, record.data],
  );

  useEffect(() => {
    if (history.error) console.warn('Could not load bets:', history.error.message);
  }, [history.error]);

  return (
    <PageSection>
      <Dashboards
        hasUser={email !== ''}
        history={history}
        unitCents={unitCents}
        bankrolls={bankrolls.data?.bankrolls}
        tailComparison={comparison}
        actions={
          <Button
            component={Link}
            to="/bankrolls"
            variant="default"
            leftSection={<IconWallet size={16} aria-hidden="true" />}
            data-testid="bankrolls-link"
          >
            {t('bankrolls.link')}
          </Button>
        }
      />
    </PageSection>
  );
}
