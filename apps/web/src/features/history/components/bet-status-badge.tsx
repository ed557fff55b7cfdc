import { Badge } from '@mantine/core';
import { isOpenStatus } from '@stakelab/core';
import { statusColor, statusLabelKey } from '../utils/bet-status';
import classes from './bets-table.module.css';
import type { RowText } from './row-text';

interface BetStatusBadgeProps {
  status: string;
  /**
   * Lets a long label take more lines ("CERRADA / (CASH OUT)") where room is short: the table's
   * columns must fit its box, a card's title needs its width (issue 17). Never cut: without it
   * the badge is as wide as its label.
   */
  wraps?: boolean;
  text: RowText;
}

/**
 * A bet's status in its result colour (WON green, LOST red, neutral otherwise: docs/product.md §2).
 * An open bet's badge is outlined: neutral too, but not to be read as a settled result.
 */
export function BetStatusBadge({ status, wraps = false, text }: BetStatusBadgeProps) {
  const labelKey = statusLabelKey(status);
  return (
    <Badge
      color={statusColor(status)}
      variant={isOpenStatus(status) ? 'outline' : 'light'}
      radius="sm"
      classNames={wraps ? { root: classes.wrappingBadge, label: classes.wrappingBadgeLabel } : {}}
      // A squeezed column must not cut the word to "LO…".
      style={wraps ? undefined : { minWidth: 'max-content' }}
      data-status={status}
      data-testid="bet-status"
    >
      {labelKey ? text.label(labelKey) : status}
    </Badge>
  );
}
