import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_FROM_EUR } from '@stakelab/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { externalLinkProps } from '../../../components/ui/external-link-props';
import { formatWholeEuros } from '../../../lib/format';
import classes from './marketing.module.css';

/** Subscriptions from 5 € a month, details on the messaging channel (docs/product.md §1). */
export function PricingBand({ channelUrl }: { channelUrl: string | undefined }) {
  const { t, i18n } = useTranslation();
  const price = formatWholeEuros(SUBSCRIPTION_FROM_EUR, i18n.language);

  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.pricing}>
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap="xs" maw={640}>
          <Title order={2} c="white">
            {t('home.pricing.title', { price })}
          </Title>
          <Text c="white" size="lg">
            {t('home.pricing.text', { price })}
          </Text>
        </Stack>
        {channelUrl && (
          <Button
            component="a"
            href={channelUrl}
            {...externalLinkProps}
            size="lg"
            variant="white"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconBrandTelegram size={20} aria-hidden="true" />}
          >
            {t('home.pricing.cta')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
