import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';
import type { NavItem } from './nav-items';
import { useIsActive } from './use-is-active';

/** The desktop menu; phones get the same links in the burger drawer. */
export function HeaderNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const isActive = useIsActive();

  return (
    <Group
      component="nav"
      aria-label={t('nav.mainNavigation')}
      gap={4}
      visibleFrom="sm"
      wrap="nowrap"
    >
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={classes.navLink}
          aria-current={isActive(item.to) ? 'page' : undefined}
        >
          {t(item.labelKey)}
        </Link>
      ))}
    </Group>
  );
}
