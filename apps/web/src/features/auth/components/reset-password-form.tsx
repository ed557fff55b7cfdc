import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@stakelab/core';
import { IconAlertCircle, IconLockCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordValues {
  password: string;
  confirm_password: string;
}

const FIELDS = ['password', 'confirm_password'] as const;
const passwordRule = resetPasswordRequestSchema.shape.password;

/**
 * New password and its confirmation for the token of the reset link (docs/product.md §2, §5). A
 * broken rule or a mismatch is said in a toast (and under the field, which keeps it on screen).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    name: 'reset-password',
    initialValues: { password: '', confirm_password: '' },
  });

  const refuse = (
    field: (typeof FIELDS)[number],
    errorKey: string,
    title: string,
    message?: string,
  ) => {
    form.setFieldError(field, errorKey);
    form.getInputNode(field)?.focus();
    showToast({ kind: 'error', title, message });
  };

  const handleSubmit = (values: ResetPasswordValues) => {
    form.clearErrors();
    const rule = passwordRule.safeParse(values.password);
    if (!rule.success) {
      const errorKey = rule.error.issues[0]?.message ?? 'passwordMinChars';
      const message =
        errorKey === 'passwordTooLong'
          ? t('validation.passwordTooLong')
          : t('toasts.passwordRequirementsText');
      refuse('password', errorKey, t('toasts.passwordRequirements'), message);
      return;
    }
    if (values.confirm_password !== values.password) {
      refuse('confirm_password', 'passwordsDoNotMatch', t('toasts.passwordsDoNotMatch'));
      return;
    }
    reset.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, FIELDS);
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        },
      },
    );
  };

  const field = (path: (typeof FIELDS)[number]) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const isLinkRefused = reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN';

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit)}
      noValidate
      aria-label={t('pages.resetPassword')}
      data-testid="reset-password-form"
    >
      <Stack gap="md">
        <PasswordField
          label={t('auth.fields.newPassword')}
          description={t('auth.fields.passwordHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          required
          data-testid="reset-password"
          {...field('password')}
        />
        <PasswordField
          label={t('auth.fields.confirmNewPassword')}
          autoComplete="new-password"
          required
          data-testid="reset-confirm-password"
          {...field('confirm_password')}
        />
        {isLinkRefused && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
            data-testid="reset-link-refused"
          >
            {t('auth.reset.invalidLink')}{' '}
            <Anchor component={Link} to="/forgot-password" fw={600} inherit>
              {t('auth.reset.requestNewLink')}
            </Anchor>
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={reset.isPending}
          leftSection={<IconLockCheck size={18} aria-hidden="true" />}
          data-testid="reset-password-submit"
        >
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
