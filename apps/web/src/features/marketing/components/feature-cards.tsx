import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconChartLine, IconBallFootball, type Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

const FEATURES: readonly { id: string; icon: Icon; titleKey: ParseKeys; textKey: ParseKeys }[] = [
  {
    id: 'ai',
    icon: IconBrain,
    titleKey: 'home.features.ai.title',
    textKey: 'home.features.ai.text',
  },
  {
    id: 'tracking',
    icon: IconChartLine,
    titleKey: 'home.features.tracking.title',
    textKey: 'home.features.tracking.text',
  },
  {
    id: 'sports',
    icon: IconBallFootball,
    titleKey: 'home.features.sports.title',
    textKey: 'home.features.sports.text',
  },
];

/** The three feature cards of the home page (docs/product.md §2). */
export function FeatureCards() {
  const { t } = useTranslation();

  return (
    <Stack gap="xl">
      <Title order={2} ta="center">
        {t('home.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ id, icon: FeatureIcon, titleKey, textKey }) => (
          <Card key={id} withBorder radius="lg" padding="xl" data-testid={`feature-${id}`}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
              <FeatureIcon size={26} stroke={1.75} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(titleKey)}
            </Title>
            <Text c="dimmed" mt="xs">
              {t(textKey)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
