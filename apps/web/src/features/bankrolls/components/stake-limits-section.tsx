import {
  Alert,
  Button,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DEFAULT_CURRENCY, type StakeLimits, stakeLimitsSchema } from '@stakelab/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../lib/format';
import { useSetStakeLimits, useStakeLimits } from '../../../lib/stake-discipline-api';
import { showToast } from '../../../lib/toast';

const FIELDS = ['lossDay', 'lossWeek', 'lossMonth', 'stakeDay', 'stakeWeek', 'stakeMonth'] as const;
type Field = (typeof FIELDS)[number];

interface StakeLimitsSectionProps {
  /** Asked for once the user is known. */
  enabled: boolean;
  /** The profile's default currency, for the amounts' sign; absent: euros. */
  currency?: string | undefined;
}

/** The form, mounted once the limits are in (it starts from them). */
function StakeLimitsForm({ limits, symbol }: { limits: StakeLimits; symbol: string }) {
  const { t, i18n } = useTranslation();
  const save = useSetStakeLimits();
  const [values, setValues] = useState<Record<Field, number | string>>(() => ({
    lossDay: limits.lossDay ?? '',
    lossWeek: limits.lossWeek ?? '',
    lossMonth: limits.lossMonth ?? '',
    stakeDay: limits.stakeDay ?? '',
    stakeWeek: limits.stakeWeek ?? '',
    stakeMonth: limits.stakeMonth ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
    const parsed = stakeLimitsSchema.safeParse(
      Object.fromEntries(
        FIELDS.map((field) => [field, values[field] === '' ? null : Number(values[field])]),
      ),
    );
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string') found[field as Field] = t('discipline.limits.invalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      showToast({ kind: 'success', title: t('discipline.limits.saved') });
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={t('discipline.limits.title')}
      data-testid="stake-limits-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`discipline.limits.${field}`)}
              value={values[field]}
              onChange={(value) => setValues((old) => ({ ...old, [field]: value }))}
              min={0.01}
              decimalScale={2}
              decimalSeparator={i18n.language === 'es' ? ',' : '.'}
              allowNegative={false}
              clampBehavior="none"
              inputMode="decimal"
              leftSection={symbol}
              error={errors[field]}
              data-testid={`limit-${field}`}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('discipline.limits.emptyHint')}
        </Text>
        <div>
          <Button type="submit" loading={save.isPending} data-testid="stake-limits-save">
            {t('discipline.limits.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The user's loss and stake limits per day, week and month (docs/stake-discipline.md), over
 * every bankroll: the add-bet form warns before a bet that would pass one.
 */
export function StakeLimitsSection({ enabled, currency }: StakeLimitsSectionProps) {
  const { t, i18n } = useTranslation();
  const limits = useStakeLimits(enabled);
  const titleId = useId();
  const symbol = currencySymbol(currency ?? DEFAULT_CURRENCY, i18n.language);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="stake-limits"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          {t('discipline.limits.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('discipline.limits.intro')}
        </Text>
        {limits.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('discipline.limits.loadError')}
          </Alert>
        ) : limits.data === undefined ? (
          <Skeleton height={120} radius="md" />
        ) : (
          <StakeLimitsForm limits={limits.data} symbol={symbol} />
        )}
      </Stack>
    </Paper>
  );
}
