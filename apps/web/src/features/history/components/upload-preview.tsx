import type { UploadResponse } from '@stakelab/core';
import { Alert, Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { formatLabel } from '../utils/import-messages';
import { ImportProblemsTable } from './import-problems-table';
import { ImportRowsTable } from './import-rows-table';

/** Each list of the preview shows its first rows; conflicts show all the server sent (a choice each). */
const ROWS_SHOWN = 5;
const CONFLICTS_SHOWN = 50;

const COUNTS = ['new', 'updated', 'unchanged', 'setAside', 'conflicts', 'open'] as const;

export interface UploadChoices {
  setAsideUnreadable: boolean;
  preferSource: ReadonlySet<string>;
}

interface UploadPreviewProps {
  preview: UploadResponse;
  choices: UploadChoices;
  onSetAsideChange: (setAside: boolean) => void;
  onPreferSourceToggle: (betId: string) => void;
  /** Importing would write nothing: every bet is already in the history as it is. */
  nothingNew: boolean;
}

/**
 * What an upload would do, before anything is written (a dry run): the format, the counts, the
 * first rows of each list, every problem, and the two choices the import needs (set the
 * unreadable rows aside; take the source's version of bets edited by hand).
 */
export function UploadPreview({
  preview,
  choices,
  onSetAsideChange,
  onPreferSourceToggle,
  nothingNew,
}: UploadPreviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const unreadable = preview.unreadable ?? [];
  const warnings = preview.warnings ?? [];
  // The answer lists the first few of each and counts them all.
  const unreadableCount = preview.unreadableTotal ?? unreadable.length;
  const warningCount = preview.warningsTotal ?? warnings.length;
  const rows = preview.preview ?? { new: [], updated: [], unchanged: [], conflicts: [] };
  const counts: Record<(typeof COUNTS)[number], number> = {
    new: preview.inserted,
    updated: preview.updated ?? 0,
    unchanged: preview.unchanged ?? 0,
    setAside: unreadableCount,
    conflicts: preview.conflicts ?? 0,
    open: preview.open ?? 0,
  };
  // The preview takes the place of the text and the Upload button that had the focus: the focus
  // goes to its title, so the keyboard reads on from the top of it, inside the dialog.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const conflictsNotShown = counts.conflicts - Math.min(rows.conflicts.length, CONFLICTS_SHOWN);

  return (
    <Stack gap="md" data-testid="upload-preview">
      <div>
        <Title order={3} fz="md" ref={titleRef} tabIndex={-1}>
          {t('history.upload.preview.title')}
        </Title>
        {preview.format !== undefined && (
          <Text size="sm" c="dimmed" data-testid="preview-format">
            {t('history.upload.preview.format', { format: formatLabel(t, preview.format) })}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {COUNTS.map((kind) => (
          <Paper key={kind} withBorder p="xs" radius="sm" data-testid={`preview-count-${kind}`}>
            <Text size="xs" c="dimmed">
              {t(`history.upload.preview.counts.${kind}`)}
            </Text>
            <Text fw={700} data-testid="preview-count-value">
              {formatCount(counts[kind], language)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {nothingNew && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden="true" />}
          data-testid="preview-nothing-new"
        >
          {t('history.upload.preview.nothingNew')}
        </Alert>
      )}
      {preview.morePages === true && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden="true" />}
          data-testid="preview-more-pages"
        >
          {t('history.upload.preview.morePages')}
        </Alert>
      )}
      {unreadableCount > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden="true" />}
          data-testid="preview-set-aside"
        >
          <Stack gap="xs">
            {!choices.setAsideUnreadable && (
              <Text size="sm">{t('history.upload.preview.setAsideRequired')}</Text>
            )}
            <Checkbox
              label={t('history.upload.preview.setAside', { count: unreadableCount })}
              checked={choices.setAsideUnreadable}
              onChange={(event) => onSetAsideChange(event.currentTarget.checked)}
              data-testid="preview-set-aside-choice"
            />
          </Stack>
        </Alert>
      )}
      <ImportProblemsTable
        problems={[...unreadable, ...warnings]}
        total={unreadableCount + warningCount}
      />
      {counts.conflicts > 0 && (
        <Stack gap={4}>
          <ImportRowsTable
            title={t('history.upload.preview.lists.conflicts')}
            rows={rows.conflicts}
            total={Math.min(rows.conflicts.length, CONFLICTS_SHOWN)}
            limit={CONFLICTS_SHOWN}
            withChanges
            changesHeading={t('history.upload.preview.columns.conflictChanges')}
            preferSource={{ chosen: choices.preferSource, toggle: onPreferSourceToggle }}
            testId="preview-conflicts"
          />
          <Text size="xs" c="dimmed">
            {t('history.upload.preview.conflictsHint')}
          </Text>
          {conflictsNotShown > 0 && (
            <Text size="xs" c="dimmed">
              {t('history.upload.preview.conflictsNotShown', { count: conflictsNotShown })}
            </Text>
          )}
        </Stack>
      )}
      <ImportRowsTable
        title={t('history.upload.preview.lists.new')}
        rows={rows.new}
        total={counts.new}
        limit={ROWS_SHOWN}
        testId="preview-new"
      />
      <ImportRowsTable
        title={t('history.upload.preview.lists.updated')}
        rows={rows.updated}
        total={counts.updated}
        limit={ROWS_SHOWN}
        withChanges
        testId="preview-updated"
      />
      <ImportRowsTable
        title={t('history.upload.preview.lists.unchanged')}
        rows={rows.unchanged}
        total={counts.unchanged}
        limit={ROWS_SHOWN}
        testId="preview-unchanged"
      />
    </Stack>
  );
}
