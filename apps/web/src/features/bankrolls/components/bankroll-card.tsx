import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  type Bankroll,
  type BankrollMovement,
  type BankrollSummary,
  formatPercent,
  type StakingSettings,
} from '@stakelab/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteBankroll, useDeleteMovement } from '../../../lib/bankrolls-api';
import { bankrollName } from '../../../lib/bankroll-name';
import {
  formatAxisDay,
  formatCalendarDate,
  formatCount,
  currencySymbol,
  formatMoney,
  formatUnits,
} from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { LazyBalanceChart } from './lazy-balance-chart';
import { EditBankrollForm } from './edit-bankroll-form';
import { MovementForm } from './movement-form';
import { StakingPlanSection } from './staking-plan-section';

interface BankrollCardProps {
  bankroll: Bankroll;
  /** Its figures from the history worker; undefined while they are worked out. */
  summary: BankrollSummary | undefined;
  movements: readonly BankrollMovement[];
  /** Its staking plan and drawdown rule; undefined while they load. */
  staking?: StakingSettings | undefined;
}

/** An instant's day on the user's clock, YYYY-MM-DD (a movement is dated at local noon). */
function localDayOf(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a chart's days (oldest first) run over more than one calendar year. */
const spansYears = (days: readonly { day: string }[]) =>
  (days[0]?.day.slice(0, 4) ?? '') !== (days.at(-1)?.day.slice(0, 4) ?? '');

/** A figure with its label, and its amount in units when the user has a unit size. */
function Figure({
  label,
  value,
  units,
  testId,
}: {
  label: string;
  value: string;
  units?: string | undefined;
  testId: string;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg" data-testid={testId}>
        {value}
        {units ? (
          <Text span size="sm" c="dimmed" fw={500}>
            {' '}
            ({units})
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

/**
 * One bankroll (docs/product.md §2 "Bankrolls"): current balance, deposits and withdrawals, the
 * bets' net and turnover, maximum drawdown and longest losing run, the balance over time, and
 * its deposits and withdrawals to add or delete. The main bankroll cannot be deleted.
 */
export function BankrollCard({ bankroll, summary, movements, staking }: BankrollCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  const removeBankroll = useDeleteBankroll();
  const removeMovement = useDeleteMovement();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = bankrollName(bankroll, t);
  // The bankroll's own currency (core's bankrollSummaries); euros until its figures are in.
  const currency = summary?.currency ?? 'EUR';
  const money = (cents: number, signed = false) =>
    formatMoney(cents / 100, currency, language, signed);
  const unitText = (value: number | null | undefined) =>
    value === null || value === undefined
      ? undefined
      : t('bankrolls.units', { value: formatUnits(value, language) });
  const chartSpansYears = summary !== undefined && spansYears(summary.daily);
  const figures = summary?.figures;
  const units = figures?.units ?? null;
  const drawdown = figures?.maxDrawdown ?? null;
  const run = figures?.longestLosingRun ?? null;

  const deleteBankroll = async () => {
    try {
      await removeBankroll.mutateAsync(bankroll.id);
      showToast({ kind: 'success', title: t('bankrolls.toasts.deleted') });
      setConfirming(false);
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="bankroll-card"
      data-bankroll-id={bankroll.id}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Title order={2} fz="h3" id={titleId}>
              {name}
            </Title>
            {bankroll.isDefault ? (
              <Badge variant="light" tt="none">
                {t('bankrolls.main')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4}>
            <Tooltip label={t('bankrolls.edit.open')} withinPortal>
              <ActionIcon
                variant="subtle"
                onClick={() => setEditing((open) => !open)}
                aria-label={t('bankrolls.edit.openNamed', { name })}
                aria-expanded={editing}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            {bankroll.isDefault ? null : (
              <Tooltip label={t('bankrolls.delete')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(true)}
                  aria-label={t('bankrolls.deleteNamed', { name })}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {/* Mounted while open only: it starts from the bankroll as it is now. */}
        {editing ? (
          <EditBankrollForm
            bankroll={bankroll}
            symbol={currencySymbol(currency, language)}
            onDone={() => setEditing(false)}
          />
        ) : null}

        {summary !== undefined && summary.otherCurrencies.length > 0 ? (
          <Text size="sm" c="dimmed" data-testid="bankroll-other-currencies">
            {t('bankrolls.otherCurrencies', {
              currency,
              others: summary.otherCurrencies
                .map((other) =>
                  t('bankrolls.otherCurrency', {
                    count: other.bets,
                    formatted: formatCount(other.bets, language),
                    currency: other.currency,
                  }),
                )
                .join(', '),
            })}
          </Text>
        ) : null}
        {figures === undefined ? (
          <Skeleton height={120} radius="md" />
        ) : (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
            <Figure
              label={t('bankrolls.figures.current')}
              value={money(figures.currentBalanceCents)}
              units={unitText(units?.currentBalance)}
              testId="bankroll-current"
            />
            <Figure
              label={t('bankrolls.figures.movements')}
              value={t('bankrolls.figures.movementsValue', {
                deposits: money(figures.depositsCents),
                withdrawals: money(figures.withdrawalsCents),
              })}
              testId="bankroll-movements"
            />
            <Figure
              label={t('bankrolls.figures.betNet')}
              value={money(figures.betNetCents, true)}
              units={unitText(units?.betNet)}
              testId="bankroll-bet-net"
            />
            <Figure
              label={t('bankrolls.figures.turnover')}
              value={money(figures.turnoverCents)}
              units={unitText(units?.turnover)}
              testId="bankroll-turnover"
            />
            <Figure
              label={t('bankrolls.figures.maxDrawdown')}
              value={
                drawdown === null
                  ? t('bankrolls.figures.none')
                  : drawdown.ratioOfPeak === null
                    ? money(drawdown.amountCents)
                    : t('bankrolls.figures.drawdownValue', {
                        amount: money(drawdown.amountCents),
                        percent: formatPercent(drawdown.ratioOfPeak, intlLocale(language)),
                      })
              }
              units={unitText(units?.maxDrawdown)}
              testId="bankroll-drawdown"
            />
            <Figure
              label={t('bankrolls.figures.losingRun')}
              value={
                run === null
                  ? t('bankrolls.figures.none')
                  : t('bankrolls.figures.losingRunValue', {
                      count: run.bets,
                      bets: formatCount(run.bets, language),
                      net: money(run.netCents, true),
                    })
              }
              testId="bankroll-losing-run"
            />
            <Figure
              label={t('bankrolls.figures.settledBets')}
              value={formatCount(figures.settledBets, language)}
              testId="bankroll-bets"
            />
            <Figure
              label={t('bankrolls.figures.starting')}
              value={money(Math.round(bankroll.startingBalance * 100))}
              testId="bankroll-starting"
            />
          </SimpleGrid>
        )}

        {summary !== undefined && summary.daily.length > 1 ? (
          <div data-testid="bankroll-chart" style={{ minHeight: 220 }}>
            <Suspense fallback={<Skeleton height={220} radius="md" />}>
              <LazyBalanceChart
                seriesLabel={t('bankrolls.figures.current')}
                formatAxis={(value) => formatMoney(value, currency, language)}
                data={summary.daily.map((point) => ({
                  label: formatCalendarDate(point.day, language),
                  tick: formatAxisDay(point.day, language, chartSpansYears),
                  balance: point.balanceCents / 100,
                }))}
              />
            </Suspense>
          </div>
        ) : null}

        <StakingPlanSection
          bankrollId={bankroll.id}
          name={name}
          staking={staking}
          summary={summary}
          currency={currency}
          symbol={currencySymbol(currency, language)}
        />

        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('bankrolls.movements.title')}
          </Title>
          {movements.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('bankrolls.movements.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360} type="native">
              <Table verticalSpacing={4} aria-label={t('bankrolls.movements.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bankrolls.movements.date')}</Table.Th>
                    <Table.Th>{t('bankrolls.movements.kind')}</Table.Th>
                    <Table.Th ta="right">{t('bankrolls.movements.amount')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('bankrolls.movements.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {movements.map((movement) => (
                    <Table.Tr key={movement.id} data-testid="movement-row">
                      <Table.Td>{formatCalendarDate(localDayOf(movement.date), language)}</Table.Td>
                      <Table.Td>
                        {movement.kind === 'DEPOSIT'
                          ? t('bankrolls.movements.deposit')
                          : t('bankrolls.movements.withdrawal')}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(movement.amount, currency, language)}
                      </Table.Td>
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          loading={removeMovement.isPending}
                          onClick={() =>
                            removeMovement.mutate({ bankrollId: bankroll.id, id: movement.id })
                          }
                          aria-label={t('bankrolls.movements.delete')}
                        >
                          <IconTrash size={14} aria-hidden="true" />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <MovementForm bankrollId={bankroll.id} symbol={currencySymbol(currency, language)} />
        </Stack>
      </Stack>
      {/* Mounted only while asked: one bankroll's question at a time. */}
      {confirming ? (
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => void deleteBankroll()}
          isPending={removeBankroll.isPending}
          title={t('bankrolls.deleteTitle')}
          closeLabel={t('bankrolls.deleteClose')}
          message={t('bankrolls.deleteText', { name })}
          cancelLabel={t('bankrolls.deleteCancel')}
          confirmLabel={t('bankrolls.delete')}
          testId="delete-bankroll-dialog"
          confirmTestId="confirm-delete-bankroll"
        />
      ) : null}
    </Paper>
  );
}
