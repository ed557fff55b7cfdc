import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BetView } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetFormValues } from '../utils/new-bet';
import { AddBetForm, type StakeDiscipline } from './add-bet-form';

interface AddBetDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in user's e-mail, sent with a new bet (docs/product.md §3). */
  userEmail?: string;
  /** Edit mode: the bet the form starts from and saves over. */
  bet?: BetView | null;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
  /** The profile's default currency, the new bet's until the user picks another. */
  defaultCurrency?: string | undefined;
  /** A new bet started from these values (issue 34: a tailed tip); its stakeId keys the form. */
  startFrom?: BetFormValues | undefined;
  /** A new bet's stake guide (see AddBetForm); absent: none. */
  discipline?: StakeDiscipline | undefined;
}

/**
 * docs/product.md §2 'Add new bet': the form in a dialog, full screen on phones. Given a bet, the
 * same dialog edits it ('Edit bet', 'Save changes'). Memoised: closed, it has nothing to redraw
 * while the page filters.
 */
export const AddBetDialog = memo(function AddBetDialog({
  opened,
  onClose,
  userEmail,
  bet,
  onClosed,
  defaultCurrency,
  startFrom,
  discipline,
}: AddBetDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const isEdit = bet !== undefined && bet !== null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={isEdit ? t('history.editBet.title') : t('history.addBet.title')}
      size="lg"
      fullScreen={isPhone === true}
      closeButtonProps={{
        'aria-label': isEdit ? t('history.editBet.close') : t('history.addBet.close'),
      }}
      data-testid={isEdit ? 'edit-bet-dialog' : 'add-bet-dialog'}
    >
      {isEdit ? (
        <AddBetForm
          key={bet.Id}
          userEmail={userEmail}
          bet={bet}
          onCancel={onClose}
          onSaved={onClose}
        />
      ) : (
        <AddBetForm
          // Another tip is another form, not the last one's values.
          key={startFrom?.stakeId ?? 'new'}
          userEmail={userEmail}
          defaultCurrency={defaultCurrency}
          startFrom={startFrom}
          discipline={discipline}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
});
