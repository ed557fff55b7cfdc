import { Badge, Group, Text } from '@mantine/core';
import type { BetView } from '@stakelab/core';
import { formatMoney } from '../../../lib/format';
import type { RowText } from './row-text';

/** Back in the exchange's blue, lay in its pink, as Betfair colours the two columns. */
const SIDE_COLORS = { BACK: 'blue', LAY: 'pink' } as const;

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text span size="xs" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      <Text span inherit c="dimmed">
        {label}
      </Text>{' '}
      <Text span inherit fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * An exchange bet's side (back or lay), liability, gross profit and commission, on one line
 * under its selections so the table gains no columns. Nothing for a bet without a side (a
 * sportsbook or manual bet); amounts the source did not give are left out.
 */
export function BetExchangeDetails({
  bet,
  text: { t, language },
}: {
  bet: BetView;
  text: RowText;
}) {
  if (bet.Side === null) return null;
  const gross = bet.GrossProfit ?? null;
  const commission = bet.Commission ?? null;
  return (
    <Group
      gap={10}
      mt={6}
      wrap="wrap"
      aria-label={t('history.exchange.label')}
      role="group"
      data-testid="bet-exchange"
    >
      <Badge
        size="sm"
        variant="light"
        radius="sm"
        color={SIDE_COLORS[bet.Side]}
        data-testid="bet-side"
      >
        {t(`history.exchange.sides.${bet.Side}`)}
      </Badge>
      {bet.Liability !== null && (
        <Amount
          label={t('history.exchange.liability')}
          value={formatMoney(bet.Liability, bet.Currency, language)}
          testId="bet-liability"
        />
      )}
      {gross !== null && (
        <Amount
          label={t('history.exchange.grossProfit')}
          value={formatMoney(gross, bet.Currency, language, true)}
          testId="bet-gross-profit"
        />
      )}
      {commission !== null && (
        <Amount
          label={t('history.exchange.commission')}
          value={formatMoney(commission, bet.Currency, language)}
          testId="bet-commission"
        />
      )}
    </Group>
  );
}
