import { Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogin, IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark';
import type { Session } from '../../features/auth/api/get-session';
import type { NavItem } from './nav-items';
import { useIsActive } from './use-is-active';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  session: Session;
  onLogout: () => void;
}

/**
 * The phone menu behind the burger: the same links as the header and, for a logged-in user,
 * Profile and Logout (docs/product.md §2). A drawer traps focus and closes on Escape.
 */
export function MobileNav({ opened, onClose, items, session, onLogout }: MobileNavProps) {
  const { t } = useTranslation();
  const isActive = useIsActive();

  const link = (to: string, label: string, icon?: ReactNode) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={isActive(to)}
      aria-current={isActive(to) ? 'page' : undefined}
      onClick={onClose}
      variant="light"
      styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      hiddenFrom="sm"
      id="mobile-navigation"
      title={
        <Group gap={8}>
          <LogoMark size={24} />
          <Text fw={800} size="lg" c="bright">
            {t('common.appName')}
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      data-testid="mobile-nav"
    >
      <Stack component="nav" aria-label={t('nav.mobileNavigation')} gap={4}>
        {items.map((item) => link(item.to, t(item.labelKey), <item.icon size={18} />))}
        {session.isLoggedIn ? (
          <>
            <Divider my="sm" />
            {link('/profile', t('nav.profile'), <IconSettings size={18} />)}
            {session.isAdmin &&
              link('/adminpanel', t('nav.adminPanel'), <IconShieldLock size={18} />)}
            <NavLink
              component="button"
              label={t('nav.logout')}
              leftSection={<IconLogout size={18} />}
              styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
              onClick={() => {
                onClose();
                onLogout();
              }}
            />
          </>
        ) : (
          <Button
            component={Link}
            to="/login"
            mt="md"
            size="md"
            leftSection={<IconLogin size={18} />}
            onClick={onClose}
          >
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
