import { ActionIcon, Group } from '@mantine/core';
import type { PublicConfig } from '@stakelab/core';
import {
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { externalLinkProps } from '../../components/ui/external-link-props';

type Network = keyof PublicConfig['socialLinks'];

/** docs/product.md §2: video, short-post, photo and messaging networks, in that order. */
const NETWORKS: readonly { network: Network; icon: Icon; labelKey: ParseKeys }[] = [
  { network: 'video', icon: IconBrandYoutube, labelKey: 'footer.social.video' },
  { network: 'shortPost', icon: IconBrandX, labelKey: 'footer.social.shortPost' },
  { network: 'photo', icon: IconBrandInstagram, labelKey: 'footer.social.photo' },
  { network: 'messaging', icon: IconBrandTelegram, labelKey: 'footer.social.messaging' },
];

export function SocialLinks({ links }: { links: PublicConfig['socialLinks'] }) {
  const { t } = useTranslation();

  return (
    <Group gap="xs" data-testid="social-links">
      {NETWORKS.map(({ network, icon: NetworkIcon, labelKey }) => (
        <ActionIcon
          key={network}
          component="a"
          href={links[network]}
          {...externalLinkProps}
          variant="default"
          size="lg"
          radius="xl"
          aria-label={`${t(labelKey)} ${t('common.opensInNewTab')}`}
          data-network={network}
        >
          <NetworkIcon size={18} stroke={1.75} />
        </ActionIcon>
      ))}
    </Group>
  );
}
