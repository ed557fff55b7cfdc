import { Alert, Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown on the profile while the e-mail is not verified (docs/product.md §2 /profile): the user
 * can ask for a new verification mail when the first one never came or expired.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const resend = useResendVerification();

  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('profile.verification.title')}
      data-testid="email-not-verified"
    >
      <Text size="sm" mb="sm">
        {t('profile.verification.text')}
      </Text>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden="true" />}
        // The label wraps on a phone: the Spanish one is wider than the notice there.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              showToast({
                kind: 'success',
                title: t('profile.verification.sent'),
                message: t('profile.verification.sentText'),
              }),
          })
        }
        data-testid="resend-verification"
      >
        {resend.isSuccess ? t('profile.verification.sentButton') : t('profile.verification.resend')}
      </Button>
    </Alert>
  );
}
