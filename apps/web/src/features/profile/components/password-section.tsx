import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/account-security';
import { ProfileSection } from './profile-section';

/** Change of password: the current one required; every other session then ends. */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  return (
    <ProfileSection title={t('profile.security.password.title')} id="profile-password">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { current_password: current, new_password: next },
            {
              onSuccess: () => {
                setCurrent('');
                setNext('');
                showToast({
                  kind: 'success',
                  title: t('profile.security.password.done'),
                  message: t('profile.security.password.doneText'),
                });
              },
            },
          );
        }}
        aria-label={t('profile.security.password.title')}
      >
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed">
            {t('profile.security.password.intro')}
          </Text>
          <PasswordField
            label={t('profile.security.currentPassword')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            data-testid="change-password-current"
          />
          <PasswordField
            label={t('profile.security.password.newPassword')}
            description={t('auth.fields.passwordHint')}
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            data-testid="change-password-new"
          />
          <Button
            type="submit"
            variant="light"
            loading={change.isPending}
            disabled={!current || !next}
            data-testid="change-password-submit"
          >
            {t('profile.security.password.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
