import type { BetView, FeedLinkOffer } from '@stakelab/core';
import type { RowSelection } from './row-selection';
import type { RowText } from './row-text';

/** What a bet's buttons call: handed from the list through its row or card to BetActions. */
export interface BetHandlers {
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
}

/** One bet as the table's row and the phone's card both take it (see BetItems). */
export interface BetItemProps extends BetHandlers {
  bet: BetView;
  selected: boolean;
  onSelect: RowSelection['onSelect'];
  /** Feed events offered for the bet's selections (issue 36); none for most bets. */
  offers: readonly FeedLinkOffer[] | undefined;
  text: RowText;
}
