import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** While the action runs the dialog cannot be closed and the confirm button spins. */
  isPending: boolean;
  title: string;
  closeLabel: string;
  /** What is about to happen, in a sentence. */
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  testId: string;
  confirmTestId: string;
}

/** Asks before a destructive action (a delete): cancel has the focus, confirm is red. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  isPending,
  title,
  closeLabel,
  message,
  cancelLabel,
  confirmLabel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isPending) onClose();
      }}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      data-testid={testId}
    >
      {opened && (
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
              {cancelLabel}
            </Button>
            <Button color="red" onClick={onConfirm} loading={isPending} data-testid={confirmTestId}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
