import { useEffect } from 'react';
import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { Dashboards } from '../../features/dashboards/components/dashboards';
import { useUserBets } from '../../features/history/api/get-user-bets';

/**
 * docs/product.md §2 /dashboards. The bets come from the history's own query (same key, so the
 * cache is shared with /history); the dashboards feature only turns them into figures.
 * docs/product.md §8: a failed load is logged and the dashboards show what they show for no bets.
 */
export function DashboardsPage() {
  const { user } = useSession();
  const email = user?.email ?? '';
  const bets = useUserBets(email);

  useEffect(() => {
    if (bets.error) console.warn('Could not load bets:', bets.error.message);
  }, [bets.error]);

  return (
    <PageSection>
      <Dashboards hasUser={email !== ''} bets={bets.data ?? (bets.isError ? [] : undefined)} />
    </PageSection>
  );
}
