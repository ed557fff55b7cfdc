import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../api/get-session';

/**
 * Guards the admin panel (docs/product.md §2): visitors go to /login, logged-in non-admins to /.
 * The server enforces the same rule on every admin call; this only hides what cannot be used.
 */
export function RequireAdmin() {
  const { isLoggedIn, isAdmin, isLoading, isAdminPending } = useSession();
  const location = useLocation();

  // A cached user without the admin flag waits for it rather than being sent away.
  if (isLoading || isAdminPending) return <PageLoader />;
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
