import type { BetView } from '@stakelab/core';
import type { RowSelection } from './row-selection';
import type { RowText } from './row-text';

interface BetSelectBoxProps {
  bet: BetView;
  /** The bet's placed date as shown, for the box's accessible name. */
  placed: string;
  selected: boolean;
  onSelect: RowSelection['onSelect'];
  text: RowText;
  /** The row's or the card's own sizing. */
  className: string | undefined;
}

/** The box that ticks one bet for the bulk bar (issue 32), in the table's row and the card. */
export function BetSelectBox({
  bet,
  placed,
  selected,
  onSelect,
  text,
  className,
}: BetSelectBoxProps) {
  return (
    <input
      type="checkbox"
      className={className}
      checked={selected}
      onChange={(event) => onSelect([bet.Id], event.currentTarget.checked)}
      aria-label={text.dated('history.table.selectBet', placed)}
      data-testid="bet-select"
    />
  );
}
