import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCard } from '../../components/ui/form-card';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status';

export function VerifyPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    // No icon here: the status below has its own.
    <FormCard title={t('pages.verify')}>
      <VerifyEmailStatus token={token} />
    </FormCard>
  );
}
