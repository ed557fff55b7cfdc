import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';

/**
 * Stands in for a screen that a later issue builds (auth forms, history, dashboards, stakes,
 * live events, profile, admin panel): its title and a line saying it is on the way.
 */
export function UpcomingPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();

  return (
    <PageSection size={720}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="upcoming-page">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconTools size={28} stroke={1.75} />
          </ThemeIcon>
          <Title order={1}>{t(titleKey)}</Title>
          <Text c="dimmed">{t('upcoming.message')}</Text>
          <Button component={Link} to="/" variant="default" mt="sm">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </PageSection>
  );
}
