import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  type Gender,
  REGISTRATION_BIRTH_DATE,
  type RegistrationForm,
  registerRequestSchema,
  registrationFormSchema,
} from '@stakelab/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { focusFirstError, serverFieldErrors, translateFieldError } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { TermsModal } from './terms-modal';

/** The form of docs/product.md §3; gender starts unchosen. */
export type RegisterFormValues = Omit<RegistrationForm, 'gender'> & { gender: Gender | '' };
type RegisterField = keyof RegisterFormValues;

const FIELDS: readonly RegisterField[] = [
  'username',
  'first_name',
  'last_name',
  'gender',
  'email',
  'confirm_email',
  'password',
  'confirm_password',
  'terms_accepted',
];

const EMPTY: RegisterFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  gender: '',
  email: '',
  confirm_email: '',
  password: '',
  confirm_password: '',
  terms_accepted: false,
};

/**
 * Core's rules (docs/product.md §5): every field's own error, confirmations included, on
 * the first submit.
 */
const validateRegistration = schemaResolver(registrationFormSchema, { sync: true });

interface RegisterFormProps {
  /** The terms text for the dialog; nothing when it could not be loaded. */
  terms?: ReactNode;
}

/**
 * Registration (docs/product.md §2, §3, §5): every error under its field, in the interface
 * language, and nothing sent while any remains. The terms open in a dialog.
 */
export function RegisterForm({ terms }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [isTermsOpen, termsDialog] = useDisclosure(false);
  const form = useForm<RegisterFormValues>({
    name: 'register',
    initialValues: EMPTY,
    validate: validateRegistration,
    validateInputOnBlur: true,
  });

  const field = (path: RegisterField) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const handleSubmit = (values: RegisterFormValues) => {
    const registration = registrationFormSchema.parse(values);
    const request = registerRequestSchema.parse({
      username: registration.username,
      first_name: registration.first_name,
      last_name: registration.last_name,
      gender: registration.gender,
      // docs/product.md §3: the form asks for neither; the profile sets them later.
      country: null,
      state: null,
      email: registration.email,
      password_hash: registration.password,
      terms_accepted: true,
      terms_accepted_date: new Date().toISOString(),
      birth_date: REGISTRATION_BIRTH_DATE,
    });
    register.mutate(request, {
      // The toast says it too; under the field (a taken username or e-mail) it stays in view
      // while the user fixes it, and the focus goes there.
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, FIELDS, { password_hash: 'password' });
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstError(fieldErrors, FIELDS, form.getInputNode);
        }
      },
    });
  };

  const handleInvalid = (errors: FormErrors) => {
    focusFirstError(errors, FIELDS, form.getInputNode);
  };

  const acceptTerms = () => {
    form.setFieldValue('terms_accepted', true);
    form.clearFieldError('terms_accepted');
    termsDialog.close();
  };

  const termsProps = form.getInputProps('terms_accepted', { type: 'checkbox' });

  return (
    <>
      <form
        onSubmit={form.onSubmit(handleSubmit, handleInvalid)}
        noValidate
        aria-label={t('pages.register')}
        data-testid="register-form"
      >
        <Stack gap="md">
          <TextInput
            label={t('auth.fields.username')}
            placeholder={t('auth.fields.usernamePlaceholder')}
            autoComplete="username"
            required
            {...field('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              required
              {...field('first_name')}
            />
            <TextInput
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              required
              {...field('last_name')}
            />
          </SimpleGrid>
          <Radio.Group label={t('auth.fields.gender')} required {...field('gender')}>
            <Group gap="xl" mt={8}>
              <Radio value="M" label={t('auth.fields.male')} />
              <Radio value="F" label={t('auth.fields.female')} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              type="email"
              label={t('auth.fields.email')}
              placeholder={t('auth.fields.emailPlaceholder')}
              autoComplete="email"
              required
              {...field('email')}
            />
            <TextInput
              type="email"
              label={t('auth.fields.confirmEmail')}
              autoComplete="email"
              required
              {...field('confirm_email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PasswordField
              label={t('auth.fields.password')}
              description={t('auth.fields.passwordHint')}
              // The hint under the box keeps both password boxes on one line on wide screens.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              data-testid="register-password"
              {...field('password')}
            />
            <PasswordField
              label={t('auth.fields.confirmPassword')}
              autoComplete="new-password"
              required
              data-testid="register-confirm-password"
              {...field('confirm_password')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Checkbox
              label={t('auth.register.acceptTerms')}
              required
              data-testid="terms-checkbox"
              {...termsProps}
              error={translateFieldError(t, termsProps.error)}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={termsDialog.open}
              style={{ alignSelf: 'flex-start' }}
              ml={32}
              data-testid="open-terms"
            >
              {t('auth.register.readTerms')}
            </Anchor>
          </Stack>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={register.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            data-testid="register-submit"
          >
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <TermsModal opened={isTermsOpen} onClose={termsDialog.close} onAccept={acceptTerms}>
        {terms}
      </TermsModal>
    </>
  );
}
