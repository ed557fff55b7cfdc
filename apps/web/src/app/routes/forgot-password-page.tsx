import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/ui/form-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();

  return (
    <FormCard
      title={t('pages.forgotPassword')}
      subtitle={t('auth.forgot.subtitle')}
      icon={<IconKey size={26} stroke={1.75} />}
    >
      <ForgotPasswordForm />
    </FormCard>
  );
}
