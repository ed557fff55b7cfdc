import { Anchor, Stack, Text } from '@mantine/core';
import { TERMS } from '@stakelab/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/ui/form-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { hasTermsText, TermsSections } from '../../features/marketing/components/terms-sections';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import { formatCalendarDate } from '../../lib/format';

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();

  // The dialog shows the same text as /terms.
  const terms = hasTermsText(t) ? (
    <Stack gap="md">
      <Text c="dimmed" fw={600} size="sm">
        {t('terms.effectiveDate', { date: formatCalendarDate(TERMS.effectiveDate, i18n.language) })}
      </Text>
      <Text>{t('terms.intro')}</Text>
      <TermsSections supportEmail={config?.supportEmail} />
    </Stack>
  ) : null;

  return (
    <FormCard
      title={t('pages.register')}
      subtitle={t('auth.register.subtitle')}
      icon={<IconUserPlus size={26} stroke={1.75} />}
      width={680}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600} inherit>
            {t('auth.register.loginLink')}
          </Anchor>
        </>
      }
    >
      <RegisterForm terms={terms} />
    </FormCard>
  );
}
