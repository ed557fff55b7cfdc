import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginTwoFactor } from '../api/login';

/**
 * The login's second step (issue 37): the 6-digit code of the authenticator app, or one of the
 * recovery codes. The password step's pending-login cookie says whose login this is.
 */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const verify = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    verify.mutate(useRecovery ? { recovery_code: typed } : { code: typed });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.twoFactor.title')}>
      <Stack gap="md">
        <Text size="sm">
          {useRecovery ? t('auth.twoFactor.recoveryIntro') : t('auth.twoFactor.codeIntro')}
        </Text>
        <TextInput
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          data-testid="login-two-factor-code"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={verify.isPending}
          leftSection={<IconShieldLock size={18} aria-hidden="true" />}
          data-testid="login-two-factor-submit"
        >
          {t('auth.twoFactor.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
              setError(null);
            }}
          >
            {useRecovery ? t('auth.twoFactor.useCode') : t('auth.twoFactor.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('auth.twoFactor.restart')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
