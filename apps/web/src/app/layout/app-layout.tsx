import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { MobileNav } from './mobile-nav';
import { publicNavItems, userNavItems } from './nav-items';
import { SideChannelLink } from './side-channel-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useAdminFlagBackfill } from './use-admin-flag-backfill';
import { useDocumentTitle } from './use-document-title';

const HEADER_HEIGHT = 64;

/** Header, content, footer and the channel side link around every page. */
export function AppLayout() {
  const session = useSession();
  const logout = useLogout();
  const [isMenuOpen, menu] = useDisclosure(false);
  useDocumentTitle();
  useAdminFlagBackfill();

  const items = session.isLoggedIn ? userNavItems : publicNavItems;
  const handleLogout = () => logout.mutate();

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <SiteHeader
        items={items}
        session={session}
        isMenuOpen={isMenuOpen}
        onToggleMenu={menu.toggle}
        onLogout={handleLogout}
      />
      <MobileNav
        opened={isMenuOpen}
        onClose={menu.close}
        items={items}
        session={session}
        onLogout={handleLogout}
      />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <SiteFooter />
      <SideChannelLink />
      <ScrollRestoration />
    </AppShell>
  );
}
