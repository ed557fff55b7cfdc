import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LoginRequest, loginRequestSchema } from '@stakelab/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { translateFieldError } from '../../../lib/form-errors';
import { useState } from 'react';
import { useLogin } from '../api/login';
import { TwoFactorStep } from './two-factor-step';

type LoginFormValues = z.input<typeof loginRequestSchema>;

const EMPTY: LoginFormValues = { email: '', password_hash: '' };

/** E-mail and password (docs/product.md §2), both required, checked with the API's own schema. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm<LoginFormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });

  const field = (path: keyof LoginFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const handleSubmit = (values: LoginFormValues) => {
    const request: LoginRequest = loginRequestSchema.parse(values);
    login.mutate(request, {
      onSuccess: (outcome) => setSecondStep(outcome.kind === 'twoFactor'),
    });
  };

  if (secondStep) return <TwoFactorStep onRestart={() => setSecondStep(false)} />;

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label={t('pages.login')}>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          autoComplete="email"
          required
          data-testid="login-email"
          {...field('email')}
        />
        <Stack gap={6}>
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            data-testid="login-password"
            {...field('password_hash')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
