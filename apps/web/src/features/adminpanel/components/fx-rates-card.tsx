import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate, formatCount } from '../../../lib/format';
import { useLoadFxRates } from '../api/load-fx-rates';

/**
 * The ECB's euro reference rates (issue 33): the admin loads the CSV the ECB publishes
 * (eurofxref-hist.csv), so a history in several currencies can be shown converted at the rate
 * of each bet's settle day. Loading again adds new days and replaces days already there.
 */
export function FxRatesCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const load = useLoadFxRates();

  const onFile = async (file: File | null) => {
    if (file) load.mutate(await file.text());
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="fx-rates-card">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('adminPanel.fxRates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminPanel.fxRates.description')}
        </Text>
        <Group>
          <FileButton onChange={(file) => void onFile(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={load.isPending}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                data-testid="fx-rates-upload"
              >
                {t('adminPanel.fxRates.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {load.isSuccess && (
          <Text size="sm" role="status" data-testid="fx-rates-loaded">
            {t('adminPanel.fxRates.loaded', {
              count: load.data.rates,
              rates: formatCount(load.data.rates, language),
              from: load.data.from ? formatCalendarDate(load.data.from, language) : '—',
              to: load.data.to ? formatCalendarDate(load.data.to, language) : '—',
            })}
          </Text>
        )}
        {load.isError && (
          <Text size="sm" c="red" role="alert" data-testid="fx-rates-error">
            {load.error instanceof ApiError && load.error.code === 'RATES_UNREADABLE'
              ? t('adminPanel.fxRates.unreadable', { reason: load.error.message })
              : t('adminPanel.fxRates.failed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
