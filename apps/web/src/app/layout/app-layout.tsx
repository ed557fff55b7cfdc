import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { publicNavItems, userNavItems } from './nav-items';
import { SideChannelLink } from './side-channel-link';
import { SiteFooter } from './site-footer';
import classes from './layout.module.css';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useAdminFlagBackfill } from './use-admin-flag-backfill';
import { useDocumentTitle } from './use-document-title';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

// The phone drawer (Mantine's Drawer, focus trap, scroll lock) is fetched the first time the
// burger opens it: a visit that never opens it never downloads it.
const MobileNav = lazy(() =>
  import('./mobile-nav').then((module) => ({ default: module.MobileNav })),
);

/** Header, content, footer and the channel side link around every page. */
export function AppLayout() {
  const session = useSession();
  const logout = useLogout();
  const [isMenuOpen, menu] = useDisclosure(false);
  // Once opened it stays mounted, so closing plays the drawer's exit transition.
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  if (isMenuOpen && !wasMenuOpened) setWasMenuOpened(true);
  useDocumentTitle();
  useFocusAfterNavigation();
  useAdminFlagBackfill();

  const items = session.isLoggedIn ? userNavItems : publicNavItems;
  const handleLogout = () => logout.mutate();

  return (
    <div className={classes.shell}>
      <SkipLink />
      <SiteHeader
        items={items}
        session={session}
        isMenuOpen={isMenuOpen}
        onToggleMenu={menu.toggle}
        onLogout={handleLogout}
      />
      {wasMenuOpened && (
        <Suspense fallback={null}>
          <MobileNav
            opened={isMenuOpen}
            onClose={menu.close}
            items={items}
            session={session}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SideChannelLink />
      <ScrollRestoration />
    </div>
  );
}
