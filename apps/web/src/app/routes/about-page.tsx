import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';
import { AboutFigures } from '../../features/marketing/components/about-figures';
import { AboutValues } from '../../features/marketing/components/about-values';

export function AboutPage() {
  const { t } = useTranslation();

  return (
    <PageSection>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={1}>{t('about.title')}</Title>
            <Text size="lg">{t('about.intro')}</Text>
            <Text size="lg" c="dimmed">
              {t('about.mission')}
            </Text>
          </Stack>
          <AboutValues />
        </SimpleGrid>
        <Title order={2} size="h3" mt="md">
          {t('about.figuresTitle')}
        </Title>
        <AboutFigures />
      </Stack>
    </PageSection>
  );
}
