import {
  Button,
  DataList,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { DateInput } from '@mantine/dates';
import { DEFAULT_CURRENCY, updateProfileRequestSchema, type UserProfile } from '@stakelab/core';
import { IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchListPicker } from '../../../components/ui/search-list-picker';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { focusFirstError, serverFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useCalendarAriaLabels } from '../../../lib/calendar-labels';
import { DAY_FORMAT, parseTypedDay } from '../../../lib/typed-day';
import { useCountries } from '../api/get-countries';
import { useStates } from '../api/get-states';
import { useUpdateProfile } from '../api/update-profile';
import { commissionPercentOf, commissionRatioOf } from '../utils/commission';
import { localizeCountries } from '../utils/place-names';
import { ProfileDataList, ProfileSection } from './profile-section';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD from the date input (typed or picked as DD/MM/YYYY), or '' for none. */
  birth_date: string;
  gender: '' | 'M' | 'F';
  city: string;
  country: string;
  state: string;
  /** The exchange commission as a percentage (5 = 5 %), or '' for none. */
  commission_percent: number | string;
  /** One betting unit in euros (docs/product.md §2 "Units"), or '' for none. */
  unit_size: number | string;
  /** ISO 4217: the currency of bets nothing else gives one (issue 33). */
  default_currency: string;
}
type ProfileField = keyof ProfileFormValues;

const FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'birth_date',
  'gender',
  'city',
  'country',
  'state',
  'commission_percent',
  'unit_size',
  'default_currency',
];

/** The API names the commission by its ratio; the form has the percentage. */
const API_FIELD_NAMES = { exchange_commission_ratio: 'commission_percent' } as const;

function formValuesOf(profile: UserProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    birth_date: profile.birth_date ?? '',
    gender: profile.gender === 'M' || profile.gender === 'F' ? profile.gender : '',
    city: profile.city ?? '',
    country: profile.country ?? '',
    state: profile.state ?? '',
    commission_percent: commissionPercentOf(profile.exchange_commission_ratio),
    unit_size: profile.unit_size ?? '',
    default_currency: profile.default_currency ?? DEFAULT_CURRENCY,
  };
}

/**
 * Where the calendar opens without a birth date: the decade of someone 30 years old, not
 * today's (most users were born decades back).
 */
function typicalBirthYearStart(): string {
  return `${new Date().getFullYear() - 30}-01-01`;
}

/** Today as the date input's latest day: nobody is born tomorrow. Local date, not UTC. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const resolveProfile = schemaResolver(updateProfileRequestSchema, { sync: true });
const commissionSchema = updateProfileRequestSchema.shape.exchange_commission_ratio;

/** The unit size box: a number, or null when left empty (none). */
const unitSizeOf = (value: number | string): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The fields by the server's rules, the commission by its rule on the ratio it becomes. */
function validateProfile(values: ProfileFormValues): FormErrors {
  const errors = resolveProfile({ ...values, unit_size: unitSizeOf(values.unit_size) });
  const commission = commissionSchema.safeParse(commissionRatioOf(values.commission_percent));
  if (!commission.success) errors.commission_percent = commission.error.issues[0]?.message;
  return errors;
}

interface ProfileEditFormProps {
  profile: UserProfile;
  onCancel: () => void;
  /** Called with the saved profile, after the 'Profile saved!' toast. */
  onSaved: (profile: UserProfile) => void;
}

/**
 * The profile in edit mode (docs/product.md §2): the same schema as the server checks the fields,
 * the country comes from the server's list (named in the interface language) and the state from
 * that country's states; a new country clears the state and its search (docs/product.md §4).
 */
export function ProfileEditForm({ profile, onCancel, onSaved }: ProfileEditFormProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const update = useUpdateProfile();
  const calendarLabels = useCalendarAriaLabels();
  const form = useForm<ProfileFormValues>({
    name: 'profile',
    initialValues: formValuesOf(profile),
    validate: validateProfile,
    validateInputOnBlur: ['first_name', 'last_name', 'birth_date', 'city'],
  });

  const countryOptions = useMemo(
    () => localizeCountries(countries.data ?? [], i18n.language),
    [countries.data, i18n.language],
  );

  const field = (path: ProfileField) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const handleSubmit = (values: ProfileFormValues) => {
    const {
      commission_percent: percent,
      unit_size: unitBox,
      default_currency: currency,
      ...fields
    } = values;
    const ratio = commissionRatioOf(percent);
    const unitSize = unitSizeOf(unitBox);
    const request = updateProfileRequestSchema.parse({
      ...fields,
      email: profile.email,
      user_id: profile.user_id,
      // Sent when changed (null clears it); absent, the server keeps it.
      ...(ratio === (profile.exchange_commission_ratio ?? null)
        ? {}
        : { exchange_commission_ratio: ratio }),
      ...(unitSize === (profile.unit_size ?? null) ? {} : { unit_size: unitSize }),
      ...(currency === (profile.default_currency ?? DEFAULT_CURRENCY)
        ? {}
        : { default_currency: currency }),
    });
    update.mutate(request, {
      onSuccess: (saved) => {
        showToast({ kind: 'success', title: t('toasts.profileSaved') });
        onSaved(saved);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, FIELDS, API_FIELD_NAMES);
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstError(fieldErrors, FIELDS, form.getInputNode);
        }
      },
    });
  };

  const handleInvalid = (errors: FormErrors) => {
    focusFirstError(errors, FIELDS, form.getInputNode);
  };

  const changeCountry = (country: string) => {
    if (country === form.values.country) return;
    form.setFieldValue('country', country);
    form.setFieldValue('state', '');
    form.clearFieldError('state');
  };

  const countryProps = field('country');
  const birthDateProps = field('birth_date');
  const { country, state } = form.values;
  const hasCountryOption = country === '' || countryOptions.some((c) => c.code === country);
  // Nothing is asked while no country is chosen.
  const states = useStates(country);
  const stateOptions = useMemo(
    () => (states.data ?? []).map((place) => ({ value: place.code, label: place.name })),
    [states.data],
  );

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit, handleInvalid)}
      noValidate
      aria-label={t('profile.editTitle')}
      data-testid="profile-edit-form"
    >
      <Stack gap="xl">
        <ProfileSection title={t('profile.account')} id="profile-edit-account">
          <ProfileDataList>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.fields.username')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.fields.email')}</DataList.ItemLabel>
              <DataList.ItemValue>{profile.email}</DataList.ItemValue>
            </DataList.Item>
          </ProfileDataList>
          <Text size="sm" c="dimmed" mt="xs">
            {t('profile.accountNote')}
          </Text>
        </ProfileSection>

        <ProfileSection title={t('profile.personal')} id="profile-edit-personal">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('profile.fields.firstName')}
              autoComplete="given-name"
              required
              // Entering edit mode puts the keyboard on the first field.
              autoFocus
              {...field('first_name')}
            />
            <TextInput
              label={t('profile.fields.lastName')}
              autoComplete="family-name"
              required
              {...field('last_name')}
            />
            {/*
              DD/MM/YYYY like every date of the app, typed or picked (a native date input
              follows the browser's locale: 05/17/1990 in an American browser). Picking a day
              leaves the focus in the input.
            */}
            <DateInput
              label={t('profile.fields.birthDate')}
              placeholder={t('profile.birthDatePlaceholder')}
              valueFormat={DAY_FORMAT}
              dateParser={parseTypedDay}
              autoComplete="bday"
              minDate="1900-01-01"
              maxDate={todayIso()}
              // Most birth dates are years back: start the calendar on the decades.
              defaultLevel={form.values.birth_date === '' ? 'decade' : 'month'}
              defaultDate={typicalBirthYearStart()}
              ariaLabels={calendarLabels}
              clearable
              clearButtonProps={{ 'aria-label': t('profile.clearBirthDate') }}
              leftSection={<IconCalendar size={16} aria-hidden="true" />}
              // In the form, not a portal: the calendar stays inside the page's main landmark.
              popoverProps={{ returnFocus: true, withinPortal: false }}
              data-testid="birth-date-input"
              {...birthDateProps}
              value={form.values.birth_date === '' ? null : form.values.birth_date}
              onChange={(day) => form.setFieldValue('birth_date', day ?? '')}
            />
            <NativeSelect
              label={t('profile.fields.gender')}
              data={[
                { value: '', label: t('profile.genderUnset') },
                { value: 'M', label: t('profile.male') },
                { value: 'F', label: t('profile.female') },
              ]}
              {...field('gender')}
            />
          </SimpleGrid>
        </ProfileSection>

        <ProfileSection title={t('profile.location')} id="profile-edit-location">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NativeSelect
              label={t('profile.fields.country')}
              data-testid="country-select"
              disabled={countries.isPending}
              data={[
                { value: '', label: t('profile.countryPlaceholder') },
                ...countryOptions.map((c) => ({ value: c.code, label: c.name })),
                // A saved country the list no longer offers still shows as chosen.
                ...(hasCountryOption ? [] : [{ value: country, label: country }]),
              ]}
              {...countryProps}
              onChange={(event) => changeCountry(event.currentTarget.value)}
            />
            {/* Keyed by country: a new country forgets the state search (docs/product.md §4). */}
            <SearchListPicker
              key={country}
              label={t('profile.fields.state')}
              placeholder={
                country === '' ? t('profile.stateNeedsCountry') : t('profile.statePlaceholder')
              }
              listLabel={t('profile.stateList')}
              options={stateOptions}
              value={state}
              onChange={(code) => {
                form.setFieldValue('state', code);
                form.clearFieldError('state');
              }}
              // docs/product.md §5: the state list only after a country is chosen.
              disabled={country === ''}
              isLoading={states.isPending}
              isFetching={states.isFetching}
              loadingMessage={t('profile.loadingStates')}
              nothingFound={t('profile.noStates')}
              error={translateFieldError(t, form.errors.state)}
              searchTestId="state-search"
              listTestId="state-list"
            />
            <TextInput
              label={t('profile.fields.city')}
              autoComplete="address-level2"
              {...field('city')}
            />
          </SimpleGrid>
        </ProfileSection>

        <ProfileSection title={t('profile.betting')} id="profile-edit-betting">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NumberInput
              label={t('profile.fields.exchangeCommission')}
              description={t('profile.commissionHint')}
              min={0}
              max={100}
              step={0.5}
              decimalScale={2}
              decimalSeparator={i18n.language === 'es' ? ',' : '.'}
              allowNegative={false}
              clampBehavior="none"
              inputMode="decimal"
              rightSection="%"
              data-testid="commission-input"
              {...field('commission_percent')}
            />
            <NumberInput
              label={t('profile.fields.unitSize')}
              description={t('profile.unitSizeHint')}
              min={0}
              step={1}
              decimalScale={2}
              decimalSeparator={i18n.language === 'es' ? ',' : '.'}
              allowNegative={false}
              clampBehavior="none"
              inputMode="decimal"
              rightSection="€"
              data-testid="unit-size-input"
              {...field('unit_size')}
            />
            <CurrencySelect
              label={t('profile.fields.defaultCurrency')}
              description={t('profile.currencyHint')}
              data-testid="default-currency-input"
              value={form.getValues().default_currency}
              onChange={(code) => form.setFieldValue('default_currency', code)}
              error={field('default_currency').error}
            />
          </SimpleGrid>
        </ProfileSection>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="profile-save"
          >
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
