import { Button, DataList, Stack, Text } from '@mantine/core';
import { DEFAULT_CURRENCY, type UserProfile } from '@stakelab/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatEuros } from '../../../lib/format';
import { useStates } from '../api/get-states';
import { formatCommission } from '../utils/commission';
import { countryName } from '../utils/place-names';
import { AccountSecurity } from './account-security';
import { EmailVerificationNotice } from './email-verification-notice';
import { ProfileDataList, ProfileSection } from './profile-section';

interface ProfileViewProps {
  profile: UserProfile;
  onEdit: () => void;
  /** Put the focus on Edit (when coming back from the edit form). */
  focusEdit?: boolean;
}

/** The profile in view mode (docs/product.md §2): account, personal details and location. */
export function ProfileView({ profile, onEdit, focusEdit = false }: ProfileViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const states = useStates(profile.country ?? '');
  const editRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  const notSet = (
    <Text span c="dimmed" fs="italic" inherit>
      {t('profile.notSet')}
    </Text>
  );
  const item = (label: string, value: ReactNode, testId: string) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value ?? notSet}</DataList.ItemValue>
    </DataList.Item>
  );

  const gender =
    profile.gender === 'M'
      ? t('profile.male')
      : profile.gender === 'F'
        ? t('profile.female')
        : null;
  const commission = profile.exchange_commission_ratio ?? null;
  const stateName = profile.state
    ? (states.data?.find((state) => state.code === profile.state)?.name ?? profile.state)
    : null;

  return (
    <Stack gap="xl" data-testid="profile-view">
      {profile.email_verified === false && <EmailVerificationNotice />}
      <ProfileSection
        title={t('profile.account')}
        id="profile-account"
        action={
          <Button
            ref={editRef}
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
            data-testid="profile-edit"
          >
            {t('profile.edit')}
          </Button>
        }
      >
        <ProfileDataList>
          {item(t('profile.fields.username'), profile.username, 'profile-username')}
          {item(t('profile.fields.email'), profile.email, 'profile-email')}
        </ProfileDataList>
      </ProfileSection>
      <ProfileSection title={t('profile.personal')} id="profile-personal">
        <ProfileDataList>
          {item(t('profile.fields.firstName'), profile.first_name || null, 'profile-first-name')}
          {item(t('profile.fields.lastName'), profile.last_name || null, 'profile-last-name')}
          {item(
            t('profile.fields.birthDate'),
            profile.birth_date ? formatCalendarDate(profile.birth_date, language) : null,
            'profile-birth-date',
          )}
          {item(t('profile.fields.gender'), gender, 'profile-gender')}
        </ProfileDataList>
      </ProfileSection>
      <ProfileSection title={t('profile.location')} id="profile-location">
        <ProfileDataList>
          {item(t('profile.fields.city'), profile.city, 'profile-city')}
          {item(
            t('profile.fields.country'),
            profile.country ? countryName(profile.country, language) : null,
            'profile-country',
          )}
          {item(t('profile.fields.state'), stateName, 'profile-state')}
        </ProfileDataList>
      </ProfileSection>
      <ProfileSection title={t('profile.betting')} id="profile-betting">
        <ProfileDataList>
          {item(
            t('profile.fields.exchangeCommission'),
            commission === null ? null : formatCommission(commission, language),
            'profile-commission',
          )}
          {item(
            t('profile.fields.unitSize'),
            profile.unit_size === null || profile.unit_size === undefined
              ? null
              : formatEuros(profile.unit_size, language),
            'profile-unit-size',
          )}
          {item(
            t('profile.fields.defaultCurrency'),
            profile.default_currency ?? DEFAULT_CURRENCY,
            'profile-default-currency',
          )}
        </ProfileDataList>
      </ProfileSection>
      <AccountSecurity email={profile.email} />
    </Stack>
  );
}
