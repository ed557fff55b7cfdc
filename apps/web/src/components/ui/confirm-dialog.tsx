import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
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
  /** Red for a destructive action (the default); an action's own colour otherwise. */
  confirmColor?: MantineColor;
  testId: string;
  confirmTestId: string;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/**
 * Asks before an action users see at once (a delete, a settlement): cancel has the focus, so a
 * stray Enter changes nothing; confirm is red unless told otherwise.
 */
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
  confirmColor = 'red',
  testId,
  confirmTestId,
  onClosed,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isPending) onClose();
      }}
      onExitTransitionEnd={onClosed}
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
            <Button
              color={confirmColor}
              onClick={onConfirm}
              loading={isPending}
              data-testid={confirmTestId}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
