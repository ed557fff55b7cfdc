import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';

/** Any unknown route (docs/product.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <PageSection>
      <Stack align="center" ta="center" gap="md" py={48} data-testid="not-found">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={480}>
          {t('notFound.text')}
        </Text>
        <Button
          component={Link}
          to="/"
          leftSection={<IconHome size={18} aria-hidden="true" />}
          mt="sm"
        >
          {t('notFound.returnHome')}
        </Button>
      </Stack>
    </PageSection>
  );
}
