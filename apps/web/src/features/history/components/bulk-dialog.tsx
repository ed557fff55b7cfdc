import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the dialog asks for (tags, a bankroll) or says (the deletion's warning). */
  children: ReactNode;
  /** The confirming button: its words, action and state. */
  confirm: {
    label: string;
    onClick: () => void;
    loading: boolean;
    /** Until the dialog's field holds something to apply. */
    disabled?: boolean;
    /** Red for the deletion. */
    color?: string;
    testId: string;
  };
}

/** One of the bulk bar's dialogs (issue 32): its field, then Cancel and the confirming button. */
export function BulkDialog({ opened, onClose, title, children, confirm }: BulkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('history.bulk.cancel')}
          </Button>
          <Button
            color={confirm.color}
            onClick={confirm.onClick}
            disabled={confirm.disabled}
            loading={confirm.loading}
            data-testid={confirm.testId}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
