import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPreview } from './dashboard-preview';
import classes from './marketing.module.css';

/** The promise in one line and one call to action (docs/design.md). */
export function HomeHero() {
  const { t } = useTranslation();

  return (
    <Box className={classes.hero}>
      <Container py={{ base: 48, sm: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <Text size="sm" fw={700} tt="uppercase" lts={0.6} c="var(--mantine-color-anchor)">
              {t('home.eyebrow')}
            </Text>
            <Title order={1} className={classes.heroTitle}>
              {t('home.title')}
            </Title>
            <Text size="xl" c="dimmed" maw={560}>
              {t('home.subtitle')}
            </Text>
            <Group gap="sm" mt="sm">
              <Button
                component={Link}
                to="/login"
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {t('home.getStarted')}
              </Button>
              <Button component={Link} to="/about" size="lg" variant="default">
                {t('home.learnMore')}
              </Button>
            </Group>
          </Stack>
          <DashboardPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
