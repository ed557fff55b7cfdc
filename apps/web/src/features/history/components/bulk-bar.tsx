import { Button, Group, Menu, Paper, Select, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Bankroll } from '@stakelab/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankrollName } from '../../../lib/bankroll-name';
import { formatCount } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import {
  BULK_SETTLE_STATUSES,
  type BulkSettleStatus,
  useBulkDelete,
  useBulkMove,
  useBulkSettle,
  useBulkTags,
  useBulkUndoDelete,
} from '../api/bulk-bets';
import { statusLabelKey } from '../utils/bet-status';
import { BulkDialog } from './bulk-dialog';
import { BulkMenu } from './bulk-menu';

interface BulkBarProps {
  /** The bets ticked, by Id. */
  selected: ReadonlySet<number>;
  /** Every bet the filters keep, in order (for "select all matching"). */
  matching: readonly number[];
  onSelectAll: (ids: readonly number[]) => void;
  onClear: () => void;
  /** The user's bankrolls, for Move to bankroll (loaded once the bar shows). */
  bankrolls: readonly Bankroll[];
}

type Dialog = 'addTags' | 'removeTags' | 'move' | 'delete' | null;

/** A success toast with one button, as showToast shows its own (one toast at a time). */
function showDone(message: string, action?: ReactNode) {
  notifications.clean();
  notifications.show({
    color: 'green',
    message: action ? (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        {action}
      </Group>
    ) : (
      message
    ),
    // Long enough to reach the Undo button.
    autoClose: action ? 10_000 : 4000,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('common.closeToast') },
    'data-testid': 'toast',
    'data-kind': 'success',
  });
}

/**
 * Issue 32: what to do with the bets ticked. Their count and "select all N matching"; add or
 * remove tags, move to a bankroll, settle Won, Lost or Void, delete (after a confirmation, with
 * Undo in the notification that follows). Each action reloads the local history's changes.
 */
export function BulkBar({ selected, matching, onSelectAll, onClear, bankrolls }: BulkBarProps) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [bankrollId, setBankrollId] = useState<string | null>(null);
  const tagsMutation = useBulkTags();
  const move = useBulkMove();
  const settle = useBulkSettle();
  const remove = useBulkDelete();
  const undo = useBulkUndoDelete();
  const count = selected.size;
  if (count === 0) return null;
  const betIds = [...selected];
  const close = () => {
    setDialog(null);
    setTags([]);
    setBankrollId(null);
  };

  const applyTags = () => {
    const adding = dialog === 'addTags';
    tagsMutation.mutate(
      { betIds, add: adding ? tags : [], remove: adding ? [] : tags },
      {
        onSuccess: (updated) => {
          close();
          showDone(t('history.bulk.done.tags', { count: updated }));
        },
      },
    );
  };
  const applyMove = () => {
    if (bankrollId === null) return;
    move.mutate(
      { betIds, bankrollId: Number(bankrollId) },
      {
        onSuccess: (updated) => {
          close();
          showDone(t('history.bulk.done.moved', { count: updated }));
        },
      },
    );
  };
  const applySettle = (status: BulkSettleStatus) =>
    settle.mutate(
      { betIds, status },
      {
        onSuccess: ({ settled, skipped }) =>
          showDone(
            t('history.bulk.done.settled', {
              settled: formatCount(settled, language),
              skipped: formatCount(skipped, language),
            }),
          ),
      },
    );
  const applyDelete = () =>
    remove.mutate(
      { betIds },
      {
        onSuccess: ({ deleted, undoTokens }) => {
          close();
          onClear();
          showDone(
            t('history.bulk.done.deleted', { count: deleted }),
            <Button
              size="compact-sm"
              variant="light"
              data-testid="bulk-undo"
              onClick={() => {
                notifications.clean();
                undo.mutate(
                  { undoTokens },
                  {
                    onSuccess: (restored) =>
                      showDone(t('history.bulk.done.restored', { count: restored })),
                  },
                );
              }}
            >
              {t('history.bulk.undo')}
            </Button>,
          );
        },
      },
    );

  const busy = tagsMutation.isPending || move.isPending || settle.isPending || remove.isPending;
  const statusName = (status: string) => {
    const key = statusLabelKey(status);
    return key ? t(key) : status;
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={t('history.bulk.label')}
      data-testid="bulk-bar"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" data-testid="bulk-count">
          {t('history.bulk.selected', { count })}
        </Text>
        {matching.length > count && (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onSelectAll(matching)}
            data-testid="bulk-select-all"
          >
            {t('history.bulk.selectAll', { count: matching.length })}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden="true" />}
          onClick={onClear}
          data-testid="bulk-clear"
        >
          {t('history.bulk.clear')}
        </Button>
        <Group gap={6} ml="auto" wrap="wrap">
          <BulkMenu label={t('history.bulk.tagsLabel')} disabled={busy} testId="bulk-tags">
            <Menu.Item onClick={() => setDialog('addTags')} data-testid="bulk-add-tags">
              {t('history.bulk.addTags')}
            </Menu.Item>
            <Menu.Item onClick={() => setDialog('removeTags')} data-testid="bulk-remove-tags">
              {t('history.bulk.removeTags')}
            </Menu.Item>
          </BulkMenu>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setDialog('move')}
            disabled={busy}
            data-testid="bulk-move"
          >
            {t('history.bulk.move')}
          </Button>
          <BulkMenu label={t('history.bulk.settle')} disabled={busy} testId="bulk-settle">
            {BULK_SETTLE_STATUSES.map((status) => (
              <Menu.Item
                key={status}
                onClick={() => applySettle(status)}
                data-testid={`bulk-settle-${status}`}
              >
                {t('history.bulk.settleAs', { status: statusName(status) })}
              </Menu.Item>
            ))}
          </BulkMenu>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setDialog('delete')}
            disabled={busy}
            data-testid="bulk-delete"
          >
            {t('history.bulk.delete')}
          </Button>
        </Group>
      </Group>

      <BulkDialog
        opened={dialog === 'addTags' || dialog === 'removeTags'}
        onClose={close}
        title={t(dialog === 'removeTags' ? 'history.bulk.removeTags' : 'history.bulk.addTags')}
        confirm={{
          label: t('history.bulk.apply'),
          onClick: applyTags,
          disabled: tags.length === 0,
          loading: tagsMutation.isPending,
          testId: 'bulk-tags-apply',
        }}
      >
        <TagsInput
          label={t('history.bulk.tagsLabel')}
          placeholder={t('history.bulk.tagsPlaceholder')}
          value={tags}
          onChange={setTags}
          data-autofocus
          data-testid="bulk-tags-input"
        />
      </BulkDialog>

      <BulkDialog
        opened={dialog === 'move'}
        onClose={close}
        title={t('history.bulk.move')}
        confirm={{
          label: t('history.bulk.apply'),
          onClick: applyMove,
          disabled: bankrollId === null,
          loading: move.isPending,
          testId: 'bulk-move-apply',
        }}
      >
        <Select
          label={t('history.bulk.bankroll')}
          data={bankrolls.map((bankroll) => ({
            value: String(bankroll.id),
            label: bankrollName(bankroll, t),
          }))}
          value={bankrollId}
          onChange={setBankrollId}
          comboboxProps={{ withinPortal: true }}
          data-testid="bulk-bankroll"
        />
      </BulkDialog>

      <BulkDialog
        opened={dialog === 'delete'}
        onClose={close}
        title={t('history.bulk.deleteTitle', { count })}
        confirm={{
          label: t('history.bulk.delete'),
          onClick: applyDelete,
          loading: remove.isPending,
          color: 'red',
          testId: 'bulk-delete-confirm',
        }}
      >
        <Text size="sm">{t('history.bulk.deleteText')}</Text>
      </BulkDialog>
    </Paper>
  );
}
