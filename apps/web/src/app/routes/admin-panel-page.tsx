import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';
import { AdminStakeForm } from '../../features/adminpanel/components/admin-stake-form';
import { CatalogueCuration } from '../../features/adminpanel/components/catalogue-curation';
import { FxRatesCard } from '../../features/adminpanel/components/fx-rates-card';
import { SettleList } from '../../features/adminpanel/components/settle-list';
import { UndeliveredMailList } from '../../features/adminpanel/components/undelivered-mail-list';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';

/**
 * docs/product.md §2 /adminpanel (admins only; the route guard sends others away and the server
 * refuses them anyway): the form that publishes a tipster stake, the stakes to settle, the
 * sports and competitions users typed, to curate, then the mail the server could not deliver yet.
 */
export function AdminPanelPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();

  return (
    <PageSection>
      <Stack gap="xl">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('pages.adminPanel')}</Title>
          <Text c="dimmed">{t('adminPanel.description')}</Text>
        </Stack>
        <AdminStakeForm tipsterName={config?.tipsterName} />
        <SettleList />
        <CatalogueCuration />
        <UndeliveredMailList />
        <FxRatesCard />
      </Stack>
    </PageSection>
  );
}
