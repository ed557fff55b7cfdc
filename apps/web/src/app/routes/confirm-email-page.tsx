import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '../../components/ui/form-card';
import { useConfirmEmailChange } from '../../features/profile/api/confirm-email-change';

/** /confirm-email?token=…: the link mailed to a new address (issue 37). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const state = useConfirmEmailChange(searchParams.get('token')?.trim() ?? '');

  return (
    <FormCard title={t('pages.confirmEmail')}>
      <Stack
        align="center"
        ta="center"
        gap="md"
        role="status"
        aria-live="polite"
        data-testid="confirm-email-status"
        data-status={state.status}
      >
        {state.status === 'pending' && (
          <>
            <Loader aria-hidden="true" />
            <Text fw={600}>{t('auth.confirmEmail.confirming')}</Text>
          </>
        )}
        {state.status === 'success' && (
          <>
            <Text size="lg" fw={600}>
              {t('auth.confirmEmail.success')}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('auth.confirmEmail.successText', { email: state.email })}
            </Text>
          </>
        )}
        {state.status === 'error' && (
          <>
            <Text size="lg" fw={600}>
              {t('auth.confirmEmail.failure')}
            </Text>
            <Text>{t('auth.confirmEmail.failureText')}</Text>
          </>
        )}
        {state.status !== 'pending' && (
          <Button component={Link} to="/profile" variant="light">
            {t('auth.confirmEmail.goToProfile')}
          </Button>
        )}
      </Stack>
    </FormCard>
  );
}
