import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { type FormErrors, useForm } from '@mantine/form';
import { type BetView, DEFAULT_CURRENCY, MANUAL_BET_STATUSES, newBetId } from '@stakelab/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchListPicker } from '../../../components/ui/search-list-picker';
import { sportName } from '../../../lib/sport-name';
import { focusFirstError, translateFieldError } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { searchable } from '../../../lib/searchable';
import { showToast } from '../../../lib/toast';
import { useAddBet } from '../api/add-bet';
import { useEditBet } from '../api/edit-bet';
import { useCompetitions } from '../api/get-competitions';
import { useSports } from '../api/get-sports';
import { competitionOptions } from '../utils/competition-options';
import {
  type BetFormValues,
  betFormValuesOf,
  checkBetForm,
  emptyBetValues,
  isSingle,
  payloadRows,
  shownFieldPath,
} from '../utils/new-bet';
import { statusLabelKey } from '../utils/bet-status';
import { BetLabelFields } from './bet-label-fields';
import { SelectionFields } from './selection-fields';
import { LocalizedDates } from '../../../components/ui/localized-dates';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { withFeedPick } from '../utils/feed-pick';
import { FeedEventPicker } from '../../../components/feed-picker/feed-event-picker';
import { currencySymbol } from '../../../lib/format';
import type { HistoryRevision } from '../../../history-store';
import { StakeGuide } from './stake-guide';

/** docs/product.md §2: the competition list is at least 120 px high. */
const COMPETITION_LIST_MIN_HEIGHT_PX = 120;

/** Where focus goes first after a refused submit: the fields in the order they are shown. */
function fieldOrder(values: BetFormValues): string[] {
  return [
    'sport',
    'competition',
    'day',
    'time',
    'stake',
    'odds',
    'freeBet',
    'status',
    'eventDescription',
    'bookmaker',
    'tipster',
    'tags',
    'closingOdds',
    'bankrollId',
    'currency',
    ...values.selections.flatMap((_, row) =>
      (isSingle(values) ? ['name', 'market'] : ['name', 'odds', 'event', 'market']).map(
        (field) => `selections.${row}.${field}`,
      ),
    ),
  ];
}

interface AddBetFormProps {
  /**
   * The signed-in user's e-mail: the payload's user_email (docs/product.md §3); an edit may
   * leave it out.
   */
  userEmail?: string;
  /** The profile's default currency, shown until the user picks one; absent: euros. */
  defaultCurrency?: string | undefined;
  /** Edit mode: the bet to change (PUT /api/history/bets/:id), whose values fill the form. */
  bet?: BetView;
  /** A new bet started from these values (issue 34: a tailed tip, see tailBetValues). */
  startFrom?: BetFormValues | undefined;
  onCancel: () => void;
  /** Called after the bet is saved and the list reloads. */
  onSaved: () => void;
  /**
   * A new bet's stake guide (docs/stake-discipline.md): the user's bets and unit size, for the
   * bankroll's staking plan, the limits and the safer-play signal; absent: no guide.
   */
  discipline?: StakeDiscipline | undefined;
}

export interface StakeDiscipline {
  /** The user's bets held (whose, which revision). */
  history: HistoryRevision;
  /** The profile's unit size in cents; null: none set. */
  unitCents: number | null;
}

/**
 * docs/product.md §2 add-bet dialog's form: sport, competition, date and time (12:00), stake,
 * odds, status (WON by default; Open for a bet not settled yet), event description and the repeatable selections. The
 * contract's schema checks it here as on the server; a refusal keeps the dialog open with the
 * errors under their fields. Given a `bet`, the same form edits it: filled from the bet, saved
 * with PUT; the bet keeps its id.
 */
export function AddBetForm({
  userEmail,
  bet,
  startFrom,
  defaultCurrency: profileCurrency,
  onCancel,
  onSaved,
  discipline,
}: AddBetFormProps) {
  const { t, i18n } = useTranslation();
  const sports = useSports();
  const competitions = useCompetitions();
  const addBet = useAddBet();
  const editBet = useEditBet();
  const isEdit = bet !== undefined;
  const isSaving = isEdit ? editBet.isPending : addBet.isPending;
  const form = useForm<BetFormValues>({
    name: isEdit ? 'edit-bet' : 'add-bet',
    initialValues: isEdit ? betFormValuesOf(bet) : (startFrom ?? emptyBetValues()),
    validate: (values) => {
      // The id is made at submit; any well-formed one does for checking the fields.
      const check = checkBetForm(values, userEmail, isEdit ? undefined : 'CHECK00000');
      return check.ok ? {} : check.errors;
    },
  });
  const values = form.getValues();
  // The profile's default currency until the user picks one (the server applies the same).
  const defaultCurrency = profileCurrency ?? DEFAULT_CURRENCY;
  const decimalSeparator = i18n.language === 'es' ? ',' : '.';

  // docs/product.md §2: the sports de-duplicated by name ("Fútbol" twice is one option).
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
  // By name, accents ignored: an edited bet may carry the other spelling of a listed sport.
  const chosenSport = useMemo(
    () => sportOptions.find((option) => searchable(option.name) === searchable(values.sport)),
    [sportOptions, values.sport],
  );
  const chosenSportIds = useMemo(() => chosenSport?.ids ?? [], [chosenSport]);
  const sportNames = sportOptions.map((option) => option.name);
  // An edited bet's sport the catalogue does not list still shows as chosen.
  if (values.sport !== '' && chosenSport === undefined) sportNames.push(values.sport);
  const competitionRows = useMemo(
    () => competitionOptions(competitions.data ?? [], chosenSportIds),
    [competitions.data, chosenSportIds],
  );

  // docs/product.md §4: the form offers WON and LOST, and PENDING (Open) for a bet settled
  // later; an imported bet's other status is shown as it is.
  const isManualStatus = (status: string) => MANUAL_BET_STATUSES.some((s) => s === status);
  const extraStatus = bet !== undefined && !isManualStatus(bet.Status) ? bet.Status : undefined;
  const statuses: readonly string[] =
    extraStatus === undefined ? MANUAL_BET_STATUSES : [...MANUAL_BET_STATUSES, extraStatus];
  const statusLabel = (status: string) => {
    const labelKey = statusLabelKey(status);
    return labelKey ? t(labelKey) : status;
  };

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  /** The server's field errors under their fields; the dialog stays open (docs/product.md §4). */
  const showServerErrors = (error: unknown, submitted: BetFormValues) => {
    if (!(error instanceof ApiError)) return;
    const rows = payloadRows(submitted);
    const errors: Record<string, string> = {};
    for (const { field: apiField, message } of error.errors) {
      const path = shownFieldPath(submitted, apiField, (index) => rows[index]);
      if (path !== undefined && errors[path] === undefined) errors[path] = message;
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError(errors, fieldOrder(submitted), form.getInputNode);
    }
  };

  // mutateAsync rather than mutate's callbacks: those are dropped if the list this dialog
  // lives in unmounts meanwhile (an edit can take the last bet out of the filters).
  const save = async (submitted: BetFormValues) => {
    // Spec §3/§9: the client makes a new bet's id, from the browser's CSPRNG.
    const betId = isEdit ? undefined : newBetId((bytes) => crypto.getRandomValues(bytes));
    const check = checkBetForm(submitted, userEmail, betId);
    if (!check.ok) return;
    try {
      if (isEdit) {
        await editBet.mutateAsync({ id: bet.Id, request: check.request });
        showToast({ kind: 'success', title: t('history.toasts.edited') });
      } else {
        await addBet.mutateAsync(check.request);
        showToast({ kind: 'success', title: t('history.toasts.added') });
        // docs/product.md §4: today, 12:00, empty fields and one blank selection for the next bet.
        const fresh = emptyBetValues();
        form.setInitialValues(fresh);
        form.reset();
      }
      onSaved();
    } catch (error) {
      // The refusal's toast comes from the query client's one error handler.
      showServerErrors(error, submitted);
    }
  };

  const handleInvalid = (errors: FormErrors) => {
    focusFirstError(errors, fieldOrder(form.getValues()), form.getInputNode);
  };

  return (
    <LocalizedDates>
      <form
        // save handles its own failure (field errors; the toast comes from the query client).
        onSubmit={form.onSubmit((submitted) => void save(submitted), handleInvalid)}
        noValidate
        aria-label={isEdit ? t('history.editBet.title') : t('history.addBet.title')}
        data-testid={isEdit ? 'edit-bet-form' : 'add-bet-form'}
      >
        <Stack gap="md">
          <FeedEventPicker
            linked={values.selections.find((selection) => selection.feed)?.feed}
            onPick={(event, outcome) => {
              // The catalogue's sport of that name (or its word in the reader's language),
              // else the feed's name made readable.
              const feedSport = sportName(t, event.Sport);
              const sport =
                sportOptions.find(
                  (option) =>
                    searchable(option.name) === searchable(event.Sport) ||
                    searchable(option.name) === searchable(feedSport),
                )?.name ?? feedSport;
              form.setValues(
                withFeedPick(form.getValues(), {
                  event,
                  outcome,
                  sport,
                  selection:
                    outcome === '1'
                      ? event.HomeName
                      : outcome === '2'
                        ? event.AwayName
                        : t('feedPicker.draw'),
                  market: t('feedPicker.market'),
                }),
              );
              form.clearErrors();
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Select
              label={t('history.addBet.sport')}
              placeholder={t('history.addBet.sportPlaceholder')}
              // The name is what is saved; the label is the sport in the interface language.
              data={sportNames.map((name) => ({ value: name, label: sportName(t, name) }))}
              nothingFoundMessage={t('history.addBet.noSports')}
              searchable
              clearable
              allowDeselect
              comboboxProps={{ withinPortal: true }}
              // The dialog opens on its first field, not on its close button (docs/design.md),
              // with the list closed: typing or the arrows open it.
              data-autofocus
              openOnFocus={false}
              data-testid="sport-select"
              {...field('sport')}
              value={values.sport === '' ? null : (chosenSport?.name ?? values.sport)}
              onChange={(sport) => form.setFieldValue('sport', sport ?? '')}
            />
            {/* Free text: a name not in the list is kept as typed; the server adds it. */}
            <SearchListPicker
              label={t('history.addBet.competition')}
              placeholder={t('history.addBet.competitionPlaceholder')}
              listLabel={t('history.addBet.competitionList')}
              options={competitionRows}
              value={values.competition}
              onChange={(name) => {
                form.setFieldValue('competition', name);
                form.clearFieldError('competition');
              }}
              allowFreeText
              isLoading={competitions.isPending}
              isFetching={competitions.isFetching}
              loadingMessage={t('history.addBet.loadingCompetitions')}
              nothingFound={
                <Text span c="red" size="sm" data-testid="no-competitions">
                  {t('history.addBet.noCompetitions')}
                </Text>
              }
              minListHeight={COMPETITION_LIST_MIN_HEIGHT_PX}
              error={translateFieldError(t, form.errors.competition)}
              searchTestId="competition-search"
              listTestId="competition-list"
            />
            <DatePickerInput
              label={t('history.addBet.date')}
              valueFormat="DD/MM/YYYY"
              leftSection={<IconCalendar size={16} aria-hidden="true" />}
              // The calendar opens on the chosen day, so the arrows move from it, and picking a
              // day hands the focus back to this input (Mantine's default drops it to the page).
              popoverProps={{ withinPortal: true, returnFocus: true }}
              getDayProps={(day) => (day === values.day ? { 'data-autofocus': true } : {})}
              data-testid="bet-date"
              {...field('day')}
            />
            <TimeInput
              label={t('history.addBet.time')}
              leftSection={<IconClock size={16} aria-hidden="true" />}
              data-testid="bet-time"
              {...field('time')}
            />
            <CurrencySelect
              label={t('history.addBet.currency')}
              data-testid="bet-currency"
              value={values.currency || defaultCurrency}
              onChange={(code) => form.setFieldValue('currency', code)}
              error={field('currency').error}
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
              leftSection={currencySymbol(values.currency || defaultCurrency, i18n.language)}
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
          {/* Issue 33: a free bet's stake is not the user's money (a win pays the profit only). */}
          <Checkbox
            label={t('history.addBet.freeBet')}
            description={t('history.addBet.freeBetHint')}
            data-testid="bet-free-bet"
            {...form.getInputProps('freeBet', { type: 'checkbox' })}
          />
          {!isEdit && discipline !== undefined ? (
            <StakeGuide
              history={discipline.history}
              unitCents={discipline.unitCents}
              defaultCurrency={defaultCurrency}
              bankrollId={values.bankrollId}
              stake={values.stake}
              odds={values.odds}
              freeBet={values.freeBet}
              onUse={(stake) => {
                form.setFieldValue('stake', stake);
                form.clearFieldError('stake');
              }}
            />
          ) : null}
          <Radio.Group
            label={t('history.addBet.status')}
            description={
              extraStatus === undefined
                ? undefined
                : t('history.editBet.statusNotManual', { status: statusLabel(extraStatus) })
            }
            data-testid="bet-status"
            {...field('status')}
          >
            <Group gap="lg" mt={6}>
              {statuses.map((status) => (
                <Radio key={status} value={status} label={statusLabel(status)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('history.addBet.eventDescription')}
            placeholder={t('history.addBet.eventDescriptionPlaceholder')}
            autoComplete="off"
            data-testid="bet-event-description"
            {...field('eventDescription')}
          />
          <BetLabelFields form={form} decimalSeparator={decimalSeparator} />
          <SelectionFields form={form} decimalSeparator={decimalSeparator} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              {t('history.addBet.cancel')}
            </Button>
            <Button
              type="submit"
              loading={isSaving}
              data-testid={isEdit ? 'edit-bet-submit' : 'add-bet-submit'}
            >
              {isEdit ? t('history.editBet.submit') : t('history.addBet.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LocalizedDates>
  );
}
