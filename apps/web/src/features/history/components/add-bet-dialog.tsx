import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AddBetForm } from './add-bet-form';

interface AddBetDialogProps {
  opened: boolean;
  onClose: () => void;
  userEmail: string;
}

/** Spec §2 'Add new bet': the form in a dialog, full screen on phones. */
export function AddBetDialog({ opened, onClose, userEmail }: AddBetDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('history.addBet.title')}
      size="lg"
      fullScreen={isPhone === true}
      closeButtonProps={{ 'aria-label': t('history.addBet.close') }}
      data-testid="add-bet-dialog"
    >
      <AddBetForm userEmail={userEmail} onCancel={onClose} onAdded={onClose} />
    </Modal>
  );
}
