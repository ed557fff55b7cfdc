import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type BankrollSummary,
  drawdownRuleState,
  formatPercent,
  type StakingSettings,
} from '@stakelab/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatUnits } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { StakingPlanForm } from './staking-plan-form';

interface StakingPlanSectionProps {
  bankrollId: number;
  /** The bankroll's name as shown, for the edit button's accessible name. */
  name: string;
  /** Its settings; undefined while they load. */
  staking: StakingSettings | undefined;
  /** Its figures (balance and peak, for the drawdown rule); undefined while worked out. */
  summary: BankrollSummary | undefined;
  currency: string;
  symbol: string;
}

/**
 * A bankroll's staking plan and drawdown rule (docs/stake-discipline.md): what they are, a
 * warning while the rule is crossed, and the form to change them.
 */
export function StakingPlanSection({
  bankrollId,
  name,
  staking,
  summary,
  currency,
  symbol,
}: StakingPlanSectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = intlLocale(language);
  const [editing, setEditing] = useState(false);
  const plan = staking?.plan ?? null;
  const rule = staking?.drawdownRule ?? null;
  const percent = (value: number) => formatPercent(value / 100, locale, { decimals: 2 });
  const figures = summary?.figures;
  const state =
    figures === undefined || rule === null
      ? null
      : drawdownRuleState(rule, figures.currentBalanceCents, figures.currentPeakCents);

  const planText =
    plan === null
      ? t('discipline.plan.summaryNone')
      : plan.kind === 'FIXED'
        ? t('discipline.plan.summary.FIXED', { stake: formatMoney(plan.stake, currency, language) })
        : plan.kind === 'UNITS'
          ? t('discipline.plan.summary.UNITS', { units: formatUnits(plan.units, language) })
          : plan.kind === 'PERCENT'
            ? t('discipline.plan.summary.PERCENT', { percent: percent(plan.percent) })
            : t('discipline.plan.summary.KELLY', {
                fraction: formatUnits(plan.fraction, language),
                max: percent(plan.maxPercent),
              });
  const ruleText =
    rule === null
      ? t('discipline.plan.ruleNone')
      : rule.action === 'STOP'
        ? t('discipline.plan.ruleSummary.STOP', { threshold: percent(rule.thresholdPercent) })
        : t('discipline.plan.ruleSummary.CUT', {
            threshold: percent(rule.thresholdPercent),
            factor: formatUnits(rule.cutFactor ?? 1, language),
          });

  return (
    <Stack gap="xs" data-testid="staking-plan">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h5">
          {t('discipline.plan.title')}
        </Title>
        {staking !== undefined && !editing ? (
          <Button
            variant="light"
            size="xs"
            onClick={() => setEditing(true)}
            aria-label={t('discipline.plan.editNamed', { name })}
            data-testid="staking-edit"
          >
            {t('discipline.plan.edit')}
          </Button>
        ) : null}
      </Group>
      {editing && staking !== undefined ? (
        <StakingPlanForm
          bankrollId={bankrollId}
          staking={staking}
          symbol={symbol}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('discipline.plan.intro')}
          </Text>
          <Text size="sm" data-testid="staking-plan-summary">
            {planText}
          </Text>
          <Text size="sm" data-testid="staking-rule-summary">
            {ruleText}
          </Text>
        </>
      )}
      {state?.crossed ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          data-testid="drawdown-crossed"
        >
          {t('discipline.plan.crossed', {
            fall: formatMoney(state.fallCents / 100, currency, language),
            percent: formatPercent(state.fallRatio ?? 0, locale),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
