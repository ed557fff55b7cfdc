import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { useBankrolls } from '../../../lib/bankrolls-api';
import { useStaking } from '../../../lib/stake-discipline-api';
import { type LocalHistory, useBankrollSummariesQuery } from '../../../history-store';
import { browserTimeZone } from '../../../lib/time-zone';
import { BankrollCard } from './bankroll-card';
import { NewBankrollForm } from './new-bankroll-form';
import { StakeLimitsSection } from './stake-limits-section';

interface BankrollsScreenProps {
  /** The user's bets as the history engine holds them (see useLocalHistory). */
  history: LocalHistory;
  /** The profile's unit size in cents; null: figures in euros only. */
  unitCents: number | null;
  /** The profile's default currency, for a bankroll without bets; absent: euros. */
  defaultCurrency?: string | undefined;
}

/**
 * docs/product.md §2 /bankrolls: the user's bankrolls (the main one first, made by the server on
 * first use), each with its figures worked out in the browser over the bets it holds (core's
 * bankrollSummaries in the history worker), and a form for a new one.
 */
export function BankrollsScreen({ history, unitCents, defaultCurrency }: BankrollsScreenProps) {
  const { t } = useTranslation();
  const bankrolls = useBankrolls(history.userId !== null);
  const staking = useStaking(history.userId !== null);
  const stakingOf = (id: number) =>
    staking.data?.bankrolls.find((entry) => entry.bankrollId === id)?.staking;
  const [timeZone] = useState(browserTimeZone);
  const data = bankrolls.data;
  const query = useMemo(
    () =>
      data === undefined
        ? null
        : {
            bankrolls: data.bankrolls,
            movements: data.movements,
            timeZone,
            unitCents,
            defaultCurrency,
          },
    [data, timeZone, unitCents, defaultCurrency],
  );
  const summaries = useBankrollSummariesQuery(history, query);
  const summaryOf = (id: number) =>
    summaries.data?.summaries.find((summary) => summary.bankrollId === id);
  const ordered = [...(data?.bankrolls ?? [])].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={720}>
        <Title order={1}>{t('bankrolls.title')}</Title>
        <Text c="dimmed">{t('bankrolls.overview')}</Text>
      </Stack>
      <NewBankrollForm />
      {bankrolls.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="bankrolls-error">
          {t('bankrolls.loadError')}
        </Alert>
      ) : data === undefined ? (
        <CardGridSkeleton count={2} cols={1} height={280} label={t('bankrolls.loading')} />
      ) : (
        ordered.map((bankroll) => (
          <BankrollCard
            key={bankroll.id}
            bankroll={bankroll}
            summary={summaryOf(bankroll.id)}
            movements={data.movements.filter((movement) => movement.bankrollId === bankroll.id)}
            staking={stakingOf(bankroll.id)}
          />
        ))
      )}
      <StakeLimitsSection enabled={history.userId !== null} currency={defaultCurrency} />
    </Stack>
  );
}
