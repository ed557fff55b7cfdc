import { Button, Checkbox, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { useDeleteAccount } from '../api/account-data';
import { useTwoFactorStatus } from '../api/account-security';
import { ProfileSection } from './profile-section';

/**
 * "Delete my account": says what goes and what stays, asks the password (and a code when
 * two-factor sign-in is on) and a tick, then deletes at once; `onDeleted` (the page's) signs the
 * browser out and leaves.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const twoFactor = useTwoFactorStatus();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sure, setSure] = useState(false);
  const needsCode = twoFactor.data?.enabled === true;
  const ready = Boolean(password) && sure && (!needsCode || Boolean(code.trim()));

  return (
    <ProfileSection title={t('profile.security.deleteAccount.title')} id="profile-delete">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          // Six digits are an app code; anything else is taken as a recovery code.
          const factor = !needsCode
            ? {}
            : /^\d[\d\s]*$/.test(typed)
              ? { code: typed }
              : { recovery_code: typed };
          remove.mutate({ current_password: password, ...factor }, { onSuccess: onDeleted });
        }}
        aria-label={t('profile.security.deleteAccount.title')}
      >
        <Stack gap="sm" maw={520}>
          <Text size="sm" fw={600}>
            {t('profile.security.deleteAccount.goes')}
          </Text>
          <Text size="sm">{t('profile.security.deleteAccount.goesList')}</Text>
          <Text size="sm" fw={600}>
            {t('profile.security.deleteAccount.stays')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('profile.security.deleteAccount.staysStakes')}</List.Item>
            <List.Item>{t('profile.security.deleteAccount.staysMails')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('profile.security.deleteAccount.exportFirst')}
          </Text>
          <PasswordField
            label={t('profile.security.currentPassword')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="delete-account-password"
          />
          {needsCode && (
            <TextInput
              label={t('profile.security.twoFactor.code')}
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              data-testid="delete-account-code"
            />
          )}
          <Checkbox
            label={t('profile.security.deleteAccount.confirm')}
            checked={sure}
            onChange={(event) => setSure(event.currentTarget.checked)}
            data-testid="delete-account-confirm"
          />
          <Button
            type="submit"
            color="red"
            loading={remove.isPending}
            disabled={!ready}
            data-testid="delete-account-submit"
          >
            {t('profile.security.deleteAccount.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
