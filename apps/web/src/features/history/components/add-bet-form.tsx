import {
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { type FormErrors, useForm } from '@mantine/form';
import { MANUAL_BET_STATUSES } from '@stakelab/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, translateFieldError } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { searchable } from '../../../lib/searchable';
import { showToast } from '../../../lib/toast';
import { useAddBet } from '../api/add-bet';
import { useSports } from '../api/get-sports';
import { newBetId } from '../utils/bet-id';
import {
  type BetFormValues,
  checkBetForm,
  emptyBetValues,
  formPathOf,
  payloadRows,
} from '../utils/new-bet';
import { statusLabelKey } from '../utils/bet-status';
import { CompetitionPicker } from './competition-picker';
import { SelectionFields } from './selection-fields';

/** Where focus goes first after a refused submit: the fields in the order they are shown. */
function fieldOrder(values: BetFormValues): string[] {
  return [
    'sport',
    'competition',
    'day',
    'time',
    'stake',
    'odds',
    'status',
    'eventDescription',
    ...values.selections.flatMap((_, row) =>
      ['name', 'odds', 'event', 'market'].map((field) => `selections.${row}.${field}`),
    ),
  ];
}

interface AddBetFormProps {
  userEmail: string;
  onCancel: () => void;
  /** Called after the bet is saved and the list reloads. */
  onAdded: () => void;
}

/**
 * Spec §2 add-bet dialog's form: sport, competition, date and time (12:00), stake (issue 4),
 * odds, status (WON by default), event description and the repeatable selections. The
 * contract's schema checks it here as on the server; a refusal keeps the dialog open with the
 * errors under their fields.
 */
export function AddBetForm({ userEmail, onCancel, onAdded }: AddBetFormProps) {
  const { t, i18n } = useTranslation();
  const sports = useSports();
  const addBet = useAddBet(userEmail);
  const form = useForm<BetFormValues>({
    name: 'add-bet',
    initialValues: emptyBetValues(),
    validate: (values) => {
      // The id is made at submit; any well-formed one does for checking the fields.
      const check = checkBetForm(values, userEmail, 'CHECK00000');
      return check.ok ? {} : check.errors;
    },
  });
  const values = form.getValues();
  const decimalSeparator = i18n.language === 'es' ? ',' : '.';

  // Spec §2: the sports de-duplicated by name ("Fútbol" twice is one option).
  const sportOptions = useMemo(() => {
    const byName = new Map<string, { name: string; ids: number[] }>();
    for (const sport of sports.data ?? []) {
      const key = searchable(sport.sport_name);
      const entry = byName.get(key);
      if (entry) entry.ids.push(sport.sport_id);
      else byName.set(key, { name: sport.sport_name, ids: [sport.sport_id] });
    }
    return [...byName.values()];
  }, [sports.data]);
  const chosenSportIds = useMemo(
    () => sportOptions.find((option) => option.name === values.sport)?.ids ?? [],
    [sportOptions, values.sport],
  );

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const handleSubmit = (submitted: BetFormValues) => {
    const check = checkBetForm(submitted, userEmail, newBetId());
    if (!check.ok) return;
    addBet.mutate(check.request, {
      onSuccess: () => {
        showToast({ kind: 'success', title: t('history.toasts.added') });
        // Spec §4: today, 12:00, empty fields and one blank selection for the next bet.
        const fresh = emptyBetValues();
        form.setInitialValues(fresh);
        form.reset();
        onAdded();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const rows = payloadRows(submitted);
        const errors: Record<string, string> = {};
        for (const { field: apiField, message } of error.errors) {
          const path = formPathOf(apiField, (index) => rows[index]);
          if (path !== undefined && errors[path] === undefined) errors[path] = message;
        }
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          focusFirstError(errors, fieldOrder(submitted), form.getInputNode);
        }
      },
    });
  };

  const handleInvalid = (errors: FormErrors) => {
    focusFirstError(errors, fieldOrder(form.getValues()), form.getInputNode);
  };

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit, handleInvalid)}
      noValidate
      aria-label={t('history.addBet.title')}
      data-testid="add-bet-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Select
            label={t('history.addBet.sport')}
            placeholder={t('history.addBet.sportPlaceholder')}
            data={sportOptions.map((option) => option.name)}
            nothingFoundMessage={t('history.addBet.noSports')}
            searchable
            clearable
            allowDeselect
            comboboxProps={{ withinPortal: true }}
            data-testid="sport-select"
            {...field('sport')}
            value={values.sport === '' ? null : values.sport}
            onChange={(sport) => form.setFieldValue('sport', sport ?? '')}
          />
          <CompetitionPicker
            value={values.competition}
            onChange={(name) => {
              form.setFieldValue('competition', name);
              form.clearFieldError('competition');
            }}
            sportIds={chosenSportIds}
            error={translateFieldError(t, form.errors.competition)}
          />
          <DatePickerInput
            label={t('history.addBet.date')}
            valueFormat="DD/MM/YYYY"
            leftSection={<IconCalendar size={16} aria-hidden="true" />}
            popoverProps={{ withinPortal: true }}
            data-testid="bet-date"
            {...field('day')}
          />
          <TimeInput
            label={t('history.addBet.time')}
            leftSection={<IconClock size={16} aria-hidden="true" />}
            data-testid="bet-time"
            {...field('time')}
          />
          <NumberInput
            label={t('history.addBet.stake')}
            required
            min={0.01}
            step={0.01}
            decimalScale={2}
            decimalSeparator={decimalSeparator}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            leftSection="€"
            data-testid="bet-stake"
            {...field('stake')}
          />
          <NumberInput
            label={t('history.addBet.odds')}
            required
            min={1}
            step={0.01}
            decimalScale={2}
            decimalSeparator={decimalSeparator}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            data-testid="bet-odds"
            {...field('odds')}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('history.addBet.status')}
          data-testid="bet-status"
          {...field('status')}
        >
          <Group gap="lg" mt={6}>
            {MANUAL_BET_STATUSES.map((status) => {
              const labelKey = statusLabelKey(status);
              return <Radio key={status} value={status} label={labelKey ? t(labelKey) : status} />;
            })}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('history.addBet.eventDescription')}
          placeholder={t('history.addBet.eventDescriptionPlaceholder')}
          autoComplete="off"
          data-testid="bet-event-description"
          {...field('eventDescription')}
        />
        <SelectionFields form={form} decimalSeparator={decimalSeparator} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={addBet.isPending}>
            {t('history.addBet.cancel')}
          </Button>
          <Button type="submit" loading={addBet.isPending} data-testid="add-bet-submit">
            {t('history.addBet.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
