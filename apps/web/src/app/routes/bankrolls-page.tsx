import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { BankrollsScreen } from '../../features/bankrolls/components/bankrolls-screen';
import { unitCentsOf } from '../../features/dashboards/utils/units';
import { useProfile } from '../../features/profile/api/get-profile';
import { useLocalHistory } from '../../history-store';

/**
 * docs/product.md §2 /bankrolls: the bets are the local history's (shared with /history and
 * /dashboards); the unit size is the profile's.
 */
export function BankrollsPage() {
  const { user, isConfirmed } = useSession();
  const email = user?.email ?? '';
  const history = useLocalHistory(
    user !== null && isConfirmed && email !== '' ? user.user_id : null,
  );
  const profile = useProfile(isConfirmed ? email : '');
  return (
    <PageSection>
      <BankrollsScreen
        history={history}
        unitCents={unitCentsOf(profile.data)}
        defaultCurrency={profile.data?.default_currency}
      />
    </PageSection>
  );
}
