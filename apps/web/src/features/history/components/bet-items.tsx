import type { BetView } from '@stakelab/core';
import type { ComponentType } from 'react';
import { useFeedLinkOffers } from '../api/feed-link-offers';
import type { BetHandlers, BetItemProps } from './bet-item-props';
import type { RowSelection } from './row-selection';
import type { RowText } from './row-text';

interface BetItemsProps extends BetHandlers {
  bets: readonly BetView[];
  selection: RowSelection;
  text: RowText;
  /** What draws one bet: the table's row or the phone's card (memoised, so keep props stable). */
  Item: ComponentType<BetItemProps>;
}

/**
 * The page's bets, one Item each in the list's order, with what each needs: whether it is
 * ticked, the buttons' handlers, the feed events offered for it and the list's words.
 */
export function BetItems({ bets, selection, text, Item, ...handlers }: BetItemsProps) {
  const offers = useFeedLinkOffers().data;
  return (
    <>
      {bets.map((bet) => (
        <Item
          key={bet.Id}
          bet={bet}
          selected={selection.isSelected(bet.Id)}
          onSelect={selection.onSelect}
          {...handlers}
          offers={offers?.get(bet.Id)}
          text={text}
        />
      ))}
    </>
  );
}
