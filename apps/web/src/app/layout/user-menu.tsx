import { ActionIcon, Menu } from '@mantine/core';
import { IconLogout, IconSettings, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../features/auth/api/get-session';

/** Matches the placeholder site-header.tsx shows while this chunk loads. */
const USER_MENU_SIZE = 34;

interface UserMenuProps {
  session: Session;
  onLogout: () => void;
}

/** The user icon menu (docs/product.md §2): Profile Settings, Admin Panel for admins, Logout. */
export function UserMenu({ session, onLogout }: UserMenuProps) {
  const { t } = useTranslation();

  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      // Opened from the keyboard, the focus goes to the first item, with its ring (WAI-ARIA menu
      // button), not to Mantine's invisible placeholder that shows no focus at all.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="light"
          size={USER_MENU_SIZE}
          radius="xl"
          aria-label={t('header.userMenu')}
          data-testid="user-menu"
        >
          <IconUserCircle size={22} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {session.user && (
          <Menu.Label>{t('header.signedInAs', { username: session.user.username })}</Menu.Label>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconSettings size={16} />}>
          {t('nav.profileSettings')}
        </Menu.Item>
        {session.isAdmin && (
          <Menu.Item component={Link} to="/adminpanel" leftSection={<IconShieldLock size={16} />}>
            {t('nav.adminPanel')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
