import { Button, List, Stack, Text } from '@mantine/core';
import type { DataExport } from '@stakelab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DATA_EXPORT_KEY,
  dataExportLink,
  useDataExportStatus,
  useStartDataExport,
} from '../api/account-data';
import { ProfileSection } from './profile-section';

/** Kilobytes (or megabytes) of the zip, for the download button. */
export function zipSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * "Download my data": the zip is built on the server after the click; the section asks every
 * 2 s until it is ready, then offers its one-time link.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const status = useDataExportStatus();
  const start = useStartDataExport();
  const queryClient = useQueryClient();
  const latest: DataExport | null = status.data?.export ?? null;
  const left = status.data?.exports_left ?? 0;
  const link = latest ? dataExportLink.get(latest.id) : null;

  let state;
  if (latest?.status === 'pending') {
    state = (
      <Text size="sm" data-testid="data-export-status" role="status">
        {t('profile.security.data.preparing')}
      </Text>
    );
  } else if (latest?.status === 'ready' && link) {
    state = (
      <Button
        component="a"
        href={link}
        download
        onClick={() => {
          dataExportLink.forget(latest.id);
          // The server marks it downloaded when the file is sent; look again a moment later.
          setTimeout(() => void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY }), 1000);
        }}
        data-testid="data-export-download"
      >
        {t('profile.security.data.download', { size: zipSize(latest.size_bytes) })}
      </Button>
    );
  } else if (latest) {
    const key = latest.status === 'ready' ? 'linkElsewhere' : latest.status;
    state = (
      <Text size="sm" c="dimmed" data-testid="data-export-status">
        {t(`profile.security.data.${key}`)}
      </Text>
    );
  }
  const busy = latest?.status === 'pending' || (latest?.status === 'ready' && Boolean(link));

  return (
    <ProfileSection title={t('profile.security.data.title')} id="profile-data">
      <Stack gap="sm" maw={520} align="flex-start">
        <Text size="sm">{t('profile.security.data.intro')}</Text>
        <List size="sm" spacing={2}>
          <List.Item>{t('profile.security.data.holdsBets')}</List.Item>
          <List.Item>{t('profile.security.data.holdsRest')}</List.Item>
          <List.Item>{t('profile.security.data.holdsNoSecrets')}</List.Item>
        </List>
        {state}
        {!busy && status.data && (
          <>
            <Button
              variant="light"
              loading={start.isPending}
              disabled={left === 0}
              onClick={() => start.mutate()}
              data-testid="data-export-start"
            >
              {t('profile.security.data.start')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('profile.security.data.left', { count: left })}
            </Text>
          </>
        )}
      </Stack>
    </ProfileSection>
  );
}
