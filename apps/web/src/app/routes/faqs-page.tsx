import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { FaqList } from '../../features/marketing/components/faq-list';

export function FaqsPage() {
  const { t } = useTranslation();

  return (
    <PageSection size={860}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('faqs.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('faqs.subtitle')}
          </Text>
        </Stack>
        <FaqList />
        <Text>
          {t('faqs.stillQuestions')}{' '}
          <Anchor component={Link} to="/contact" fw={600}>
            {t('faqs.contactUs')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
