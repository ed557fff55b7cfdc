import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import {
  type BankrollSummary,
  checkLimits,
  formatPercent,
  type LimitCheck,
  type StakeSuggestion,
  suggestStake,
} from '@stakelab/core';
import { IconAlertTriangle, IconHeartHandshake } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HistoryRevision, useBankrollSummariesQuery } from '../../../history-store';
import { bankrollName } from '../../../lib/bankroll-name';
import { useBankrolls } from '../../../lib/bankrolls-api';
import { formatMoney } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { useStakeLimits, useStaking } from '../../../lib/stake-discipline-api';
import { browserTimeZone } from '../../../lib/time-zone';

export interface StakeGuideProps {
  /** The user's bets as the history engine holds them (balances, limits, the signal). */
  history: HistoryRevision;
  /** The profile's unit size in cents; null: none set. */
  unitCents: number | null;
  defaultCurrency: string;
  /** The form's bankroll: '' is the main one. */
  bankrollId: string;
  /** The form's stake, odds and free-bet box as typed. */
  stake: number | string;
  odds: number | string;
  freeBet: boolean;
  /** Puts a stake in the form's stake field (euros). */
  onUse: (stake: number) => void;
}

const LIMIT_KEY = {
  loss: { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' },
  stake: { day: 'stakeDay', week: 'stakeWeek', month: 'stakeMonth' },
} as const;

const numberOf = (value: number | string): number | null => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The add-bet form's stake guide (docs/stake-discipline.md): the chosen bankroll's plan's stake
 * with a Use button (Kelly asks for the user's probability), the drawdown rule while crossed,
 * a warning for each limit the bet would pass, and the safer-play signal where its conditions
 * are met. Warnings only: saving is never blocked. Shows nothing when none of them applies.
 */
export function StakeGuide({
  history,
  unitCents,
  defaultCurrency,
  bankrollId,
  stake,
  odds,
  freeBet,
  onUse,
}: StakeGuideProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = intlLocale(language);
  const enabled = history.userId !== null;
  const bankrolls = useBankrolls(enabled);
  const staking = useStaking(enabled);
  const limits = useStakeLimits(enabled);
  // As of the form's opening: the question stays the same while the user types.
  const [playAt] = useState(() => new Date().toISOString());
  const [timeZone] = useState(browserTimeZone);
  const [probability, setProbability] = useState<number | string>('');
  const [showWhy, setShowWhy] = useState(false);
  const whyId = useId();
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
            playAt,
          },
    [data, timeZone, unitCents, defaultCurrency, playAt],
  );
  const answer = useBankrollSummariesQuery(history, query);

  const bankroll = data?.bankrolls.find((one) =>
    bankrollId === '' ? one.isDefault : one.id === Number(bankrollId),
  );
  const summary: BankrollSummary | undefined = answer.data?.summaries.find(
    (one) => one.bankrollId === bankroll?.id,
  );
  const settings = staking.data?.bankrolls.find((one) => one.bankrollId === bankroll?.id)?.staking;
  const plan = settings?.plan ?? null;
  const currency = summary?.currency ?? defaultCurrency;
  const money = (cents: number) => formatMoney(cents / 100, currency, language);
  const p = numberOf(probability);

  const suggestion: StakeSuggestion | null =
    plan === null || summary === undefined
      ? null
      : suggestStake(plan, settings?.drawdownRule ?? null, {
          balanceCents: summary.figures.currentBalanceCents,
          peakCents: summary.figures.currentPeakCents,
          unitCents,
          odds: numberOf(odds),
          probability: p === null ? null : p / 100,
        });

  const stakeEuros = numberOf(stake);
  const play = answer.data?.play;
  const checks: LimitCheck[] =
    limits.data === undefined || play === undefined
      ? []
      : checkLimits(
          limits.data,
          play.usage,
          // A free bet puts none of the user's money at risk (docs/decisions/005).
          freeBet || stakeEuros === null ? 0 : Math.round(stakeEuros * 100),
        ).filter((check) => check.overByCents > 0);
  const saferPlay = play?.saferPlay.met === true ? play.saferPlay : null;

  if (plan === null && checks.length === 0 && saferPlay === null) return null;
  const name = bankroll === undefined ? '' : bankrollName(bankroll, t);
  const fallPercent = (ratio: number | null) => formatPercent(ratio ?? 0, locale);

  return (
    <Paper withBorder radius="md" p="sm" data-testid="stake-guide">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('discipline.guide.title')}
        </Text>
        {plan?.kind === 'KELLY' ? (
          <NumberInput
            label={t('discipline.guide.probability')}
            description={t('discipline.guide.probabilityHint')}
            value={probability}
            onChange={setProbability}
            min={0.01}
            max={99.99}
            decimalScale={2}
            decimalSeparator={language === 'es' ? ',' : '.'}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            rightSection="%"
            data-testid="stake-guide-probability"
            maw={320}
          />
        ) : null}
        {suggestion?.kind === 'stake' ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" data-testid="stake-guide-suggested">
              {t('discipline.guide.suggested', {
                bankroll: name,
                stake: money(suggestion.stakeCents),
              })}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => onUse(suggestion.stakeCents / 100)}
              aria-label={t('discipline.guide.useLabel', { stake: money(suggestion.stakeCents) })}
              data-testid="stake-guide-use"
            >
              {t('discipline.guide.use')}
            </Button>
          </Group>
        ) : null}
        {suggestion?.kind === 'missing' ? (
          <Text size="sm" c="dimmed" data-testid="stake-guide-missing">
            {t(`discipline.guide.missing.${suggestion.missing}`)}
          </Text>
        ) : null}
        {suggestion?.kind === 'noEdge' ? (
          <Text size="sm" data-testid="stake-guide-no-edge">
            {t('discipline.guide.noEdge')}
          </Text>
        ) : null}
        {suggestion?.kind === 'stopped' ||
        (suggestion?.kind === 'stake' && suggestion.drawdown.crossed) ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            data-testid="stake-guide-drawdown"
          >
            {suggestion.kind === 'stopped'
              ? t('discipline.guide.stopped', {
                  bankroll: name,
                  percent: fallPercent(suggestion.drawdown.fallRatio),
                })
              : t('discipline.guide.cut', {
                  bankroll: name,
                  percent: fallPercent(suggestion.drawdown.fallRatio),
                })}
          </Alert>
        ) : null}
        {checks.length > 0 ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            data-testid="stake-guide-limits"
          >
            <Stack gap={4}>
              {checks.map((check) => (
                <Text key={`${check.kind}-${check.period}`} size="sm">
                  {t(
                    check.alreadyOver
                      ? 'discipline.guide.limitAlreadyOver'
                      : 'discipline.guide.limitOver',
                    {
                      limit: t(
                        `discipline.guide.limitNames.${LIMIT_KEY[check.kind][check.period]}`,
                      ),
                      amount: money(check.limitCents),
                      over: money(check.overByCents),
                    },
                  )}
                </Text>
              ))}
              <Text size="xs">{t('discipline.guide.warningOnly')}</Text>
            </Stack>
          </Alert>
        ) : null}
        {saferPlay !== null ? (
          <Alert
            color="blue"
            icon={<IconHeartHandshake size={18} aria-hidden="true" />}
            data-testid="stake-guide-safer-play"
          >
            <Stack gap={4}>
              <Text size="sm">
                {t('discipline.guide.saferPlay', {
                  reasons: saferPlay.reasons
                    .map((reason) => t(`discipline.guide.reasons.${reason}`))
                    .join('; '),
                })}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setShowWhy((open) => !open)}
                aria-expanded={showWhy}
                ta="left"
              >
                {t('discipline.guide.saferPlayMore')}
              </Anchor>
              {showWhy ? (
                <Text size="xs" id={whyId} data-testid="stake-guide-safer-play-why">
                  {t('discipline.guide.saferPlayText')}
                </Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
