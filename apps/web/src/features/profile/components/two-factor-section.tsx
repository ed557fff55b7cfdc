import { Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorSetup } from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { showToast } from '../../../lib/toast';
import {
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/account-security';
import { ProfileSection } from './profile-section';

/**
 * Two-factor sign-in: set up by a QR code (made by the server) and a first code, then ten
 * recovery codes shown this once; turned off with the password and a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.data?.enabled) {
    body = (
      <Stack gap="sm" maw={420}>
        <Text size="sm" data-testid="two-factor-status">
          {t('profile.security.twoFactor.on', { count: status.data.recovery_codes_left })}
        </Text>
        <DisableForm />
      </Stack>
    );
  } else if (status.data) {
    body = <SetupFlow onEnabled={setRecoveryCodes} />;
  }

  return (
    <ProfileSection title={t('profile.security.twoFactor.title')} id="profile-two-factor">
      {body}
    </ProfileSection>
  );
}

function SetupFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [secret, setSecret] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');

  if (!secret) {
    return (
      <Stack gap="sm" maw={420} align="flex-start">
        <Text size="sm" data-testid="two-factor-status">
          {t('profile.security.twoFactor.off')}
        </Text>
        <Button
          variant="light"
          loading={setup.isPending}
          onClick={() => setup.mutate(undefined, { onSuccess: setSecret })}
          data-testid="two-factor-start"
        >
          {t('profile.security.twoFactor.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate(code, {
          onSuccess: (answer) => {
            setSecret(null);
            setCode('');
            onEnabled(answer.recovery_codes);
          },
        });
      }}
      aria-label={t('profile.security.twoFactor.start')}
    >
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('profile.security.twoFactor.scan')}</Text>
        <Image
          src={secret.qr_code}
          alt={t('profile.security.twoFactor.qrAlt')}
          w={200}
          h={200}
          data-testid="two-factor-qr"
        />
        <Text size="sm">
          {t('profile.security.twoFactor.secret')}:{' '}
          <Code data-testid="two-factor-secret" style={{ overflowWrap: 'anywhere' }}>
            {secret.secret}
          </Code>
        </Text>
        <TextInput
          label={t('profile.security.twoFactor.firstCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-testid="two-factor-first-code"
        />
        <Group>
          <Button
            type="submit"
            loading={enable.isPending}
            disabled={!code.trim()}
            data-testid="two-factor-confirm"
          >
            {t('profile.security.twoFactor.confirm')}
          </Button>
          <Button variant="default" onClick={() => setSecret(null)}>
            {t('profile.security.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={420} data-testid="two-factor-recovery-codes">
      <Text fw={600}>{t('profile.security.twoFactor.recoveryTitle')}</Text>
      <Text size="sm">{t('profile.security.twoFactor.recoveryText')}</Text>
      <List listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button variant="light" onClick={onDone} data-testid="two-factor-recovery-done">
        {t('profile.security.twoFactor.recoveryDone')}
      </Button>
    </Stack>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim();
        // Six digits are an app code; anything else is taken as a recovery code.
        const factor = /^\d[\d\s]*$/.test(typed) ? { code: typed } : { recovery_code: typed };
        disable.mutate(
          { current_password: password, ...factor },
          {
            onSuccess: () =>
              showToast({ kind: 'success', title: t('profile.security.twoFactor.disabled') }),
          },
        );
      }}
      aria-label={t('profile.security.twoFactor.disable')}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('profile.security.twoFactor.disableIntro')}
        </Text>
        <PasswordField
          label={t('profile.security.currentPassword')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TextInput
          label={t('profile.security.twoFactor.code')}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="light"
          color="red"
          loading={disable.isPending}
          disabled={!password || !code.trim()}
        >
          {t('profile.security.twoFactor.disable')}
        </Button>
      </Stack>
    </form>
  );
}
