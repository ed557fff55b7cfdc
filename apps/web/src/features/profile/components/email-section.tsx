import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { showToast } from '../../../lib/toast';
import { useChangeEmail } from '../api/account-security';
import { ProfileSection } from './profile-section';

/** Change of e-mail: a link goes to the new address; it changes only when followed. */
export function EmailSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <ProfileSection title={t('profile.security.email.title')} id="profile-change-email">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const to = newEmail.trim();
          change.mutate(
            { new_email: to, current_password: password },
            {
              onSuccess: () => {
                setPassword('');
                setNewEmail('');
                showToast({
                  kind: 'success',
                  title: t('profile.security.email.sent'),
                  message: t('profile.security.email.sentText', { email: to }),
                });
              },
            },
          );
        }}
        aria-label={t('profile.security.email.title')}
      >
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('profile.security.email.current', { email })}
          </Text>
          <TextInput
            type="email"
            label={t('profile.security.email.newEmail')}
            autoComplete="email"
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.currentTarget.value)}
            data-testid="change-email-new"
          />
          <PasswordField
            label={t('profile.security.currentPassword')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="change-email-password"
          />
          <Button
            type="submit"
            variant="light"
            loading={change.isPending}
            disabled={!newEmail.trim() || !password}
            data-testid="change-email-submit"
          >
            {t('profile.security.email.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
