import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconHistory,
  IconLogin2,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';

/**
 * The three states of /verify (docs/product.md §2, §4): verifying, verified (then log in, or on to
 * the history when already logged in) and invalid or expired (then register again).
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const { t } = useTranslation();
  const status = useVerifyEmail(token);
  const { isLoggedIn } = useSession();

  return (
    <Stack
      align="center"
      ta="center"
      gap="md"
      role="status"
      aria-live="polite"
      data-testid="verify-status"
      data-status={status}
    >
      {status === 'pending' && (
        <>
          <Loader aria-hidden="true" />
          <Text size="lg" fw={600}>
            {t('auth.verify.verifying')}
          </Text>
        </>
      )}
      {status === 'success' && (
        <>
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
            <IconCircleCheck size={32} stroke={1.75} />
          </ThemeIcon>
          <Text size="lg" fw={700} c="bright">
            {t('auth.verify.success')}
          </Text>
          <Text c="dimmed">
            {isLoggedIn ? t('auth.verify.successTextLoggedIn') : t('auth.verify.successText')}
          </Text>
          {isLoggedIn ? (
            <Button
              component={Link}
              to="/history"
              leftSection={<IconHistory size={18} aria-hidden="true" />}
            >
              {t('auth.verify.goToHistory')}
            </Button>
          ) : (
            <Button
              component={Link}
              to="/login"
              leftSection={<IconLogin2 size={18} aria-hidden="true" />}
            >
              {t('auth.verify.goToLogin')}
            </Button>
          )}
        </>
      )}
      {status === 'error' && (
        <>
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
            <IconCircleX size={32} stroke={1.75} />
          </ThemeIcon>
          <Text size="lg" fw={700} c="bright">
            {t('auth.verify.failure')}
          </Text>
          <Text c="dimmed">{t('auth.verify.failureText')}</Text>
          <Button
            component={Link}
            to="/register"
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {t('auth.verify.registerAgain')}
          </Button>
        </>
      )}
    </Stack>
  );
}
