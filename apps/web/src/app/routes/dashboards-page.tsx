import { useEffect } from 'react';
import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { Dashboards } from '../../features/dashboards/components/dashboards';
import { useLocalHistory } from '../../lib/local-history/use-local-history';

/**
 * docs/product.md §2 /dashboards. The bets are the history's own (the same local history, so
 * /history and /dashboards share one copy); the dashboards feature only turns them into figures.
 * docs/product.md §8: a failed load is logged and the dashboards show what they show for no bets.
 */
export function DashboardsPage() {
  const { user, isConfirmed } = useSession();
  const email = user?.email ?? '';
  const history = useLocalHistory(
    user !== null && isConfirmed && email !== '' ? user.user_id : null,
  );

  useEffect(() => {
    if (history.error) console.warn('Could not load bets:', history.error.message);
  }, [history.error]);

  return (
    <PageSection>
      <Dashboards hasUser={email !== ''} history={history} />
    </PageSection>
  );
}
