import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../api/get-session';

/**
 * Guards logged-in routes (docs/product.md §2): visitors go to /login, which can send them back.
 */
export function RequireUser() {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();

  // Wait for the server's answer rather than bouncing a logged-in user to /login.
  if (isLoading) return <PageLoader />;
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
