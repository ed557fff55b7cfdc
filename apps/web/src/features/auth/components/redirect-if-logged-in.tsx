import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../api/get-session';
import { afterLoginPath } from '../utils/after-login-path';

/**
 * Guards /login and /register (docs/product.md §2): a logged-in user has nothing to do there and
 * goes to /history, or back to the guarded page that sent them to log in.
 */
export function RedirectIfLoggedIn() {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <PageLoader />;
  if (isLoggedIn) return <Navigate to={afterLoginPath(location.state)} replace />;
  return <Outlet />;
}
