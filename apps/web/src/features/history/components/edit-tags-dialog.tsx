import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { type BetView, MAX_TAGS, tagsField } from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetLabels } from '../../../lib/bankrolls-api';
import { translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useEditTags } from '../api/edit-tags';

/**
 * Short enough to fit above the input, over the dialog's title and text, on a phone too (the
 * input sits some 190 px down the screen there): four suggestions, then it scrolls.
 */
const TAGS_DROPDOWN_HEIGHT = 150;
const TAGS_COMBOBOX = {
  withinPortal: true,
  position: 'top',
  middlewares: { flip: false, shift: true },
} as const;

interface EditTagsDialogProps {
  opened: boolean;
  bet: BetView;
  onClose: () => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/**
 * The tags of one bet, imported ones included (issue 16): pick the user's own or type new ones;
 * saved alone, so the rest of an imported bet stays the source's.
 */
export function EditTagsDialog({ opened, bet, onClose, onClosed }: EditTagsDialogProps) {
  const { t } = useTranslation();
  const labels = useBetLabels();
  const editTags = useEditTags();
  const [tags, setTags] = useState<string[]>(bet.Tags ?? []);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const checked = tagsField.safeParse(tags);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'invalidTags');
      return;
    }
    try {
      await editTags.mutateAsync({ id: bet.Id, tags: checked.data });
      showToast({ kind: 'success', title: t('history.toasts.tagsSaved') });
      onClose();
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('history.tagsDialog.title')}
      closeButtonProps={{ 'aria-label': t('history.tagsDialog.close') }}
      data-testid="edit-tags-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('history.tagsDialog.text')}
        </Text>
        <TagsInput
          label={t('history.labels.tags')}
          description={t('history.labels.tagsHint')}
          data={labels.data?.tags ?? []}
          value={tags}
          onChange={(next) => {
            setTags(next);
            setError(null);
          }}
          maxTags={MAX_TAGS}
          clearable
          data-autofocus
          // The suggestions open upwards and never flip: below the input they covered Save and
          // Cancel, and closing them first was the only way to reach either (issue 32).
          comboboxProps={TAGS_COMBOBOX}
          maxDropdownHeight={TAGS_DROPDOWN_HEIGHT}
          error={error === null ? undefined : translateFieldError(t, error)}
          data-testid="tags-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={editTags.isPending}>
            {t('history.addBet.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={editTags.isPending} data-testid="save-tags">
            {t('history.tagsDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
