import { Anchor } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/ui/form-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  const { t } = useTranslation();

  return (
    <FormCard
      title={t('pages.login')}
      subtitle={t('auth.login.subtitle')}
      icon={<IconLogin2 size={26} stroke={1.75} />}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600} inherit>
            {t('auth.login.registerLink')}
          </Anchor>
        </>
      }
    >
      <LoginForm />
    </FormCard>
  );
}
