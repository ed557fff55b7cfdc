import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type ContactRequest, contactRequestSchema, TOAST_DURATION_MS } from '@stakelab/core';
import { IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactField = keyof ContactRequest;
const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/** The contract's messages are codes ('required', 'invalidEmail', 'tooLong'); show them in words. */
function translateError(t: TFunction, error: unknown): ReactNode {
  if (typeof error !== 'string') return undefined;
  switch (error) {
    case 'required':
      return t('contact.errors.required');
    case 'invalidEmail':
      return t('contact.errors.invalidEmail');
    case 'tooLong':
      return t('contact.errors.tooLong');
    default:
      return error;
  }
}

const resolveSchema = schemaResolver(contactRequestSchema, { sync: true });

/** The contract's rules, plus 'required' for an empty e-mail (the schema only says invalid). */
function validateContact(values: ContactRequest): FormErrors {
  const errors = resolveSchema(values);
  if (values.email.trim() === '') errors.email = 'required';
  return errors;
}

function isContactField(field: string): field is ContactField {
  return (FIELDS as readonly string[]).includes(field);
}

/** Name, e-mail and message (docs/product.md §2), validated with the same schema as the server. */
export function ContactForm() {
  const { t } = useTranslation();
  const sendMessage = useSendContactMessage();
  const form = useForm<ContactRequest>({
    initialValues: EMPTY,
    validate: validateContact,
    validateInputOnBlur: true,
  });

  const handleSubmit = (values: ContactRequest) => {
    sendMessage.mutate(contactRequestSchema.parse(values), {
      onSuccess: () => {
        form.reset();
        showToast({
          kind: 'success',
          title: t('toasts.messageSent'),
          message: t('toasts.messageSentDescription'),
          durationMs: TOAST_DURATION_MS.contactSuccess,
        });
      },
      onError: (error) => {
        // Values stay as typed; the server's per-field complaints go under their fields.
        if (!(error instanceof ApiError)) return;
        const fieldErrors = Object.fromEntries(
          error.errors.filter((e) => isContactField(e.field)).map((e) => [e.field, e.message]),
        );
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      },
    });
  };

  const inputProps = (field: ContactField) => {
    const props = form.getInputProps(field);
    return { ...props, error: translateError(t, props.error) };
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label={t('contact.title')}>
      <Stack gap="md">
        <TextInput
          label={t('contact.form.name')}
          placeholder={t('contact.form.namePlaceholder')}
          autoComplete="name"
          required
          {...inputProps('name')}
        />
        <TextInput
          type="email"
          label={t('contact.form.email')}
          placeholder={t('contact.form.emailPlaceholder')}
          autoComplete="email"
          required
          {...inputProps('email')}
        />
        <Textarea
          label={t('contact.form.message')}
          placeholder={t('contact.form.messagePlaceholder')}
          rows={5}
          required
          {...inputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={sendMessage.isPending}
          rightSection={<IconSend size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('contact.form.send')}
        </Button>
      </Stack>
    </form>
  );
}
