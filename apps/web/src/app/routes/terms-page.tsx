import { Stack, Text, Title } from '@mantine/core';
import { TERMS } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';
import { TermsSections } from '../../features/marketing/components/terms-sections';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import { formatCalendarDate } from '../../lib/format';

export function TermsPage() {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();

  return (
    <PageSection size={860}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('terms.title')}</Title>
          <Text c="dimmed" fw={600} data-testid="terms-effective-date">
            {t('terms.effectiveDate', {
              date: formatCalendarDate(TERMS.effectiveDate, i18n.language),
            })}
          </Text>
          <Text size="lg" mt="xs">
            {t('terms.intro')}
          </Text>
        </Stack>
        <TermsSections supportEmail={config?.supportEmail} />
      </Stack>
    </PageSection>
  );
}
