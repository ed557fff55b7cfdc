import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '../../components/ui/form-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <FormCard
      title={t('pages.resetPassword')}
      subtitle={token ? t('auth.reset.subtitle') : undefined}
      icon={<IconLock size={26} stroke={1.75} />}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        // A link without its token cannot reset anything: offer a new one.
        <Stack gap="md" data-testid="reset-link-invalid">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
            title={t('auth.reset.invalidLink')}
          >
            <Text size="sm">{t('auth.reset.invalidLinkText')}</Text>
          </Alert>
          <Button component={Link} to="/forgot-password" fullWidth>
            {t('auth.reset.requestNewLink')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center" fw={600}>
            {t('auth.reset.backToLogin')}
          </Anchor>
        </Stack>
      )}
    </FormCard>
  );
}
