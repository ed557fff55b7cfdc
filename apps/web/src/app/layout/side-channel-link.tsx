import { IconBrandTelegram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { externalLinkProps } from '../../components/ui/external-link-props';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import classes from './layout.module.css';

/**
 * The fixed side link to the messaging channel (docs/product.md §2), on every page once
 * config is known. It sits in its own labelled landmark so nothing on the page is outside one.
 */
export function SideChannelLink() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (!config) return null;

  return (
    <aside aria-label={t('sideLink.region')}>
      <a
        href={config.socialLinks.messaging}
        {...externalLinkProps}
        className={classes.sideLink}
        aria-label={t('sideLink.ariaLabel')}
        data-testid="side-channel-link"
      >
        <IconBrandTelegram size={18} stroke={1.75} aria-hidden="true" />
        <span className={classes.sideLinkText}>{t('sideLink.label')}</span>
      </a>
    </aside>
  );
}
