import { Box, Burger, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark';
import type { Session } from '../../features/auth/api/get-session';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { HeaderNav } from './header-nav';
import classes from './layout.module.css';
import { LanguageToggle } from './language-toggle';
import type { NavItem } from './nav-items';

// Only signed-in users have it, and it brings Mantine's Menu and its positioning code: public
// pages do without both.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The bell too: signed-in users only, with its event stream.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
/** The user menu's button size, kept while its code arrives so the header does not shift. */
const USER_MENU_SIZE = 34;

interface SiteHeaderProps {
  items: readonly NavItem[];
  session: Session;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
}

export function SiteHeader({
  items,
  session,
  isMenuOpen,
  onToggleMenu,
  onLogout,
}: SiteHeaderProps) {
  const { t } = useTranslation();

  return (
    <header className={classes.header}>
      <Group
        h="100%"
        px={{ base: 'sm', sm: 'md' }}
        justify="space-between"
        wrap="nowrap"
        maw={1200}
        mx="auto"
      >
        <Group gap={6} wrap="nowrap">
          <Burger
            opened={isMenuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-navigation"
            data-testid="burger"
          />
          <Link to="/" className={classes.logo} aria-label={t('header.homeLink')}>
            <LogoMark />
            <span>{t('common.appName')}</span>
          </Link>
        </Group>

        <HeaderNav items={items} />

        <Group gap={6} wrap="nowrap">
          <LanguageToggle />
          <ColorSchemeToggle />
          {session.isLoggedIn ? (
            <>
              <Suspense fallback={<Box w={USER_MENU_SIZE} h={USER_MENU_SIZE} />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<Box w={USER_MENU_SIZE} h={USER_MENU_SIZE} />}>
                <UserMenu session={session} onLogout={onLogout} />
              </Suspense>
            </>
          ) : (
            <Button component={Link} to="/login" size="compact-md" px={{ base: 'xs', sm: 'md' }}>
              {t('nav.login')}
            </Button>
          )}
        </Group>
      </Group>
    </header>
  );
}
