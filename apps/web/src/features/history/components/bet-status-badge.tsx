import { Badge } from '@mantine/core';
import { isOpenStatus } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { statusColor, statusLabelKey } from '../utils/bet-status';

/**
 * A bet's status in its result colour (WON green, LOST red, neutral otherwise: docs/product.md §2).
 * An open bet's badge is outlined: neutral too, but not to be read as a settled result.
 */
export function BetStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const labelKey = statusLabelKey(status);
  return (
    <Badge
      color={statusColor(status)}
      variant={isOpenStatus(status) ? 'outline' : 'light'}
      radius="sm"
      // A squeezed column must not cut the word to "LO…".
      style={{ minWidth: 'max-content' }}
      data-status={status}
      data-testid="bet-status"
    >
      {labelKey ? t(labelKey) : status}
    </Badge>
  );
}
