import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageSection } from '../../components/ui/page-section';

/** Shown when a page throws while rendering (or its chunk fails to load after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageSection>
      <Stack align="center" ta="center" gap="md" py={48} role="alert">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t('errorPage.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
      </Stack>
    </PageSection>
  );
}
