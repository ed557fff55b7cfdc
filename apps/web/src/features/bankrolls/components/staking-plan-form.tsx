import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  type DrawdownAction,
  type StakingPlanKind,
  type StakingSettings,
  stakingSettingsSchema,
} from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetStaking } from '../../../lib/stake-discipline-api';
import { showToast } from '../../../lib/toast';

type Kind = StakingPlanKind | 'NONE';
type Field =
  'stake' | 'units' | 'percent' | 'fraction' | 'maxPercent' | 'thresholdPercent' | 'cutFactor';
type NumberValue = number | string;

interface StakingPlanFormProps {
  bankrollId: number;
  staking: StakingSettings;
  /** The bankroll's currency sign, beside a fixed stake. */
  symbol: string;
  onDone: () => void;
}

const numberOrNaN = (value: NumberValue) => (value === '' ? Number.NaN : Number(value));

/** The form's values as the contract's settings (checked by it on submit). */
function settingsOf(
  kind: Kind,
  values: Record<Field, NumberValue>,
  ruleOn: boolean,
  action: DrawdownAction,
): unknown {
  const n = (field: Field) => numberOrNaN(values[field]);
  const plan =
    kind === 'NONE'
      ? null
      : kind === 'FIXED'
        ? { kind, stake: n('stake') }
        : kind === 'UNITS'
          ? { kind, units: n('units') }
          : kind === 'PERCENT'
            ? { kind, percent: n('percent') }
            : { kind, fraction: n('fraction'), maxPercent: n('maxPercent') };
  const drawdownRule = ruleOn
    ? {
        thresholdPercent: n('thresholdPercent'),
        action,
        ...(action === 'CUT' ? { cutFactor: n('cutFactor') } : {}),
      }
    : null;
  return { plan, drawdownRule };
}

/**
 * A bankroll's staking plan and drawdown rule (docs/stake-discipline.md): the plan's kind and
 * its parameter, and the rule's threshold and what it does. Checked by the contract's schema
 * here as on the server; every field out of bounds is marked.
 */
export function StakingPlanForm({ bankrollId, staking, symbol, onDone }: StakingPlanFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSetStaking();
  const plan = staking.plan;
  const rule = staking.drawdownRule;
  const [kind, setKind] = useState<Kind>(plan?.kind ?? 'NONE');
  const [values, setValues] = useState<Record<Field, NumberValue>>({
    stake: plan?.kind === 'FIXED' ? plan.stake : '',
    units: plan?.kind === 'UNITS' ? plan.units : 1,
    percent: plan?.kind === 'PERCENT' ? plan.percent : 2,
    fraction: plan?.kind === 'KELLY' ? plan.fraction : 0.25,
    maxPercent: plan?.kind === 'KELLY' ? plan.maxPercent : 5,
    thresholdPercent: rule?.thresholdPercent ?? 20,
    cutFactor: rule?.cutFactor ?? 0.5,
  });
  const [ruleOn, setRuleOn] = useState(rule !== null);
  const [action, setAction] = useState<DrawdownAction>(rule?.action ?? 'STOP');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const decimalSeparator = i18n.language === 'es' ? ',' : '.';

  const numberField = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <NumberInput
      label={label}
      value={values[field]}
      onChange={(value) => setValues((old) => ({ ...old, [field]: value }))}
      decimalScale={2}
      decimalSeparator={decimalSeparator}
      allowNegative={false}
      clampBehavior="none"
      inputMode="decimal"
      error={errors[field]}
      data-testid={`staking-${field}`}
      {...extra}
    />
  );

  const submit = async () => {
    const parsed = stakingSettingsSchema.safeParse(settingsOf(kind, values, ruleOn, action));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.at(-1);
        if (typeof field === 'string') found[field as Field] ??= t('discipline.plan.invalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ bankrollId, staking: parsed.data });
      showToast({ kind: 'success', title: t('discipline.plan.saved') });
      onDone();
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  const kinds: Kind[] = ['NONE', 'FIXED', 'UNITS', 'PERCENT', 'KELLY'];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={t('discipline.plan.title')}
      data-testid="staking-plan-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('discipline.plan.kind')}
            data={kinds.map((value) => ({ value, label: t(`discipline.plan.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => setKind((value as Kind | null) ?? 'NONE')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            data-testid="staking-kind"
          />
          {kind === 'FIXED'
            ? numberField('stake', t('discipline.plan.stake'), { leftSection: symbol, min: 0.01 })
            : null}
          {kind === 'UNITS'
            ? numberField('units', t('discipline.plan.units'), {
                description: t('discipline.plan.unitsHint'),
              })
            : null}
          {kind === 'PERCENT' ? numberField('percent', t('discipline.plan.percent')) : null}
          {kind === 'KELLY' ? (
            <>
              {numberField('fraction', t('discipline.plan.fraction'), {
                description: t('discipline.plan.fractionHint'),
                step: 0.05,
              })}
              {numberField('maxPercent', t('discipline.plan.maxPercent'))}
            </>
          ) : null}
        </SimpleGrid>
        <Checkbox
          label={t('discipline.plan.ruleOn')}
          checked={ruleOn}
          onChange={(event) => setRuleOn(event.currentTarget.checked)}
          data-testid="staking-rule-on"
        />
        {ruleOn ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {numberField('thresholdPercent', t('discipline.plan.threshold'))}
            <Select
              label={t('discipline.plan.action')}
              data={(['STOP', 'CUT'] as const).map((value) => ({
                value,
                label: t(`discipline.plan.actions.${value}`),
              }))}
              value={action}
              onChange={(value) => setAction(value === 'CUT' ? 'CUT' : 'STOP')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="staking-rule-action"
            />
            {action === 'CUT'
              ? numberField('cutFactor', t('discipline.plan.cutFactor'), { step: 0.05 })
              : null}
          </SimpleGrid>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending} data-testid="staking-save">
            {t('discipline.plan.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('discipline.plan.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
