import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@stakelab/core';
import { IconAlertCircle, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-messages';
import { useRequestPasswordReset } from '../api/forgot-password';

type ForgotPasswordValues = { email: string };

/**
 * What the failure says (docs/product.md §8): the server's reason, else that no account matched.
 */
function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null) return null;
  if (error instanceof ApiError && error.isNetworkError) return t('auth.forgot.networkError');
  // A malformed e-mail comes back as a field error and shows under the field instead.
  if (error instanceof ApiError && error.errors.length > 0) return null;
  return serverMessage(error) ?? t('auth.forgot.notFound');
}

/**
 * One required e-mail (docs/product.md §2). While sending, the button reads 'Sending...' and is
 * disabled; once sent, the form gives way to the answer, which is the same whether the account
 * exists or not, so the page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues>({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
  });
  const failure = useFailureText(request.error);

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden="true" />}
          role="status"
          data-testid="forgot-password-sent"
        >
          <Text fw={600}>{t('auth.forgot.sent')}</Text>
          <Text size="sm" mt={4}>
            {t('auth.forgot.sentHint')}
          </Text>
        </Alert>
        <Anchor component={Link} to="/login" ta="center" fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  const handleSubmit = (values: ForgotPasswordValues) => {
    const body: ForgotPasswordRequest = forgotPasswordRequestSchema.parse(values);
    request.mutate(body, {
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, ['email'] as const);
        if (fieldErrors.email) form.setFieldError('email', fieldErrors.email);
      },
    });
  };

  const emailProps = form.getInputProps('email');

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit)}
      noValidate
      aria-label={t('pages.forgotPassword')}
      data-testid="forgot-password-form"
    >
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          autoComplete="email"
          required
          {...emailProps}
          error={translateFieldError(t, emailProps.error)}
        />
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
            role="alert"
            data-testid="forgot-password-error"
          >
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={request.isPending}
          leftSection={
            request.isPending ? (
              <Loader size={16} color="currentColor" aria-hidden="true" />
            ) : (
              <IconSend size={18} aria-hidden="true" />
            )
          }
          data-testid="forgot-password-submit"
        >
          {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center" fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
