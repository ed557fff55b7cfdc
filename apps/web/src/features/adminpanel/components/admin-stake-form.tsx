import {
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { STAKE_STATUSES } from '@stakelab/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedEventPicker } from '../../../components/feed-picker/feed-event-picker';
import { focusFirstError, serverFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useInsertStake } from '../api/insert-stake';
import { useStakeImageUpload } from '../hooks/use-stake-image-upload';
import {
  asksPayout,
  checkStakeForm,
  emptyStakeValues,
  potentialWinningsOf,
  STAKE_FIELD_RENAMES,
  STAKE_FORM_FIELDS,
  type StakeFormValues,
  translateStakeError,
  withStakeFeedPick,
} from '../utils/stake-form';
import { stakeOptionLabelKey } from '../utils/stake-options';
import { StakeImageField } from './stake-image-field';

interface AdminStakeFormProps {
  /** The configured tipster (GET /api/config), shown read-only; undefined while it loads. */
  tipsterName: string | undefined;
}

/**
 * docs/product.md §2 Admin panel, §3, §5: the form that publishes a tipster stake. The contract's
 * schema checks it here as on the server; the image uploads when chosen, and a failed upload blocks
 * the submit with imageUploadFailed. Success: stakeInserted and a fresh form.
 */
export function AdminStakeForm({ tipsterName }: AdminStakeFormProps) {
  const { t, i18n } = useTranslation();
  const insert = useInsertStake();
  const image = useStakeImageUpload();
  const form = useForm<StakeFormValues>({
    name: 'admin-stake',
    initialValues: emptyStakeValues(),
    validate: (values) => {
      const check = checkStakeForm(values, tipsterName, undefined);
      return check.ok ? {} : check.errors;
    },
  });
  const values = form.getValues();
  const potentialWinnings = potentialWinningsOf(values);
  const decimalSeparator = i18n.language === 'es' ? ',' : '.';
  const isUploading = image.upload.status === 'uploading';

  const optionsOf = (values: readonly string[]) =>
    values.map((value) => {
      const labelKey = stakeOptionLabelKey(value);
      return { value, label: labelKey ? t(labelKey) : value };
    });

  const field = (path: keyof StakeFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateStakeError(t, props.error) };
  };

  const numberProps = {
    decimalSeparator,
    allowNegative: false,
    clampBehavior: 'none',
    inputMode: 'decimal',
  } as const;

  // The image has no input to focus; the worked-out winnings are found by their test id, the
  // feed link by its picker's button.
  const inputNode = (path: string) =>
    path === 'image_path'
      ? null
      : path === 'potential_winnings'
        ? document.querySelector<HTMLElement>('[data-testid="stake-potential-input"]')
        : path === 'feed_link'
          ? document.querySelector<HTMLElement>(
              '[data-testid="admin-stake-form"] [data-testid="feed-picker-toggle"]',
            )
          : form.getInputNode(path);

  const save = async (values: StakeFormValues) => {
    // docs/product.md §5: an image was chosen but no stored name came back: the stake is not sent.
    if (image.upload.status === 'failed') {
      showToast({
        kind: 'error',
        title: t('adminPanel.toasts.imageUploadFailed'),
        message: t('adminPanel.toasts.imageUploadFailedDescription'),
      });
      return;
    }
    if (image.upload.status === 'uploading') return;
    const imagePath = image.upload.status === 'uploaded' ? image.upload.path : undefined;
    const check = checkStakeForm(values, tipsterName, imagePath);
    if (!check.ok) return;
    try {
      await insert.mutateAsync(check.request);
      showToast({ kind: 'success', title: t('adminPanel.toasts.stakeInserted') });
      form.reset();
      image.reset();
    } catch (error) {
      // The toast (stakeInsertFailed) comes from the query client's one error handler.
      const errors = serverFieldErrors(error, STAKE_FORM_FIELDS, STAKE_FIELD_RENAMES);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        focusFirstError(errors, STAKE_FORM_FIELDS, inputNode);
      }
    }
  };

  const handleInvalid = (errors: FormErrors) => {
    focusFirstError(errors, STAKE_FORM_FIELDS, inputNode);
  };

  const clear = () => {
    form.reset();
    image.reset();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        // save handles its own failure (field errors; the toast comes from the query client).
        onSubmit={form.onSubmit((values) => void save(values), handleInvalid)}
        onReset={(event) => {
          event.preventDefault();
          clear();
        }}
        noValidate
        aria-labelledby="admin-stake-form-title"
        data-testid="admin-stake-form"
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} id="admin-stake-form-title" fz={{ base: 22, sm: 26 }}>
              {t('adminPanel.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('adminPanel.form.description')}
            </Text>
          </Stack>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TextInput
                  label={t('adminPanel.form.tipsterName')}
                  description={t('adminPanel.form.tipsterNameHint')}
                  value={tipsterName ?? ''}
                  placeholder={t('common.loading')}
                  readOnly
                  rightSection={<IconLock size={16} aria-hidden="true" />}
                  data-testid="stake-tipster-name"
                />
                <TextInput
                  label={t('adminPanel.form.bookmaker')}
                  description={t('adminPanel.form.bookmakerHint')}
                  placeholder={t('adminPanel.form.bookmakerPlaceholder')}
                  required
                  autoComplete="off"
                  data-testid="stake-bookmaker"
                  {...field('bookmarker')}
                />
                <Stack gap={4} style={{ gridColumn: '1 / -1' }}>
                  <FeedEventPicker
                    upcomingOnly
                    linked={
                      values.feed_link
                        ? { eventId: values.feed_link.event_id, outcome: values.feed_link.outcome }
                        : undefined
                    }
                    onPick={(event, outcome) => {
                      form.setValues(
                        withStakeFeedPick(form.getValues(), {
                          event,
                          outcome,
                          selection:
                            outcome === '1'
                              ? event.HomeName
                              : outcome === '2'
                                ? event.AwayName
                                : t('feedPicker.draw'),
                          market: t('feedPicker.market'),
                        }),
                      );
                      form.clearFieldError('feed_link');
                    }}
                  />
                  <Text size="xs" c="dimmed">
                    {t('adminPanel.form.feedHint')}
                  </Text>
                  {form.errors.feed_link && (
                    <Text size="sm" c="red" role="alert" data-testid="stake-feed-link-error">
                      {translateStakeError(t, form.errors.feed_link)}
                    </Text>
                  )}
                </Stack>
                <TextInput
                  label={t('adminPanel.form.betDescription')}
                  placeholder={t('adminPanel.form.betDescriptionPlaceholder')}
                  required
                  autoComplete="off"
                  style={{ gridColumn: '1 / -1' }}
                  data-testid="stake-bet-description"
                  {...field('bet_description')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('adminPanel.form.startsAt')}
                  description={t('adminPanel.form.startsAtHint')}
                  style={{ gridColumn: '1 / -1' }}
                  data-testid="stake-starts-at"
                  {...field('starts_at')}
                />
                <NumberInput
                  label={t('adminPanel.form.stakeAmount')}
                  required
                  min={0.01}
                  step={1}
                  decimalScale={2}
                  leftSection="€"
                  data-testid="stake-amount-input"
                  {...numberProps}
                  {...field('stake_amount')}
                />
                <NumberInput
                  label={t('adminPanel.form.totalOdds')}
                  required
                  min={1.01}
                  step={0.01}
                  decimalScale={3}
                  data-testid="stake-odds-input"
                  {...numberProps}
                  {...field('total_odds')}
                />
                <NumberInput
                  label={t('adminPanel.form.potentialWinnings')}
                  description={t('adminPanel.form.potentialWinningsHint')}
                  // Worked out, never typed (issue 32): stake × odds to the cent.
                  value={potentialWinnings ?? ''}
                  readOnly
                  decimalScale={2}
                  fixedDecimalScale
                  leftSection="€"
                  rightSection={<IconLock size={16} aria-hidden="true" />}
                  error={translateStakeError(t, form.errors.potential_winnings)}
                  data-testid="stake-potential-input"
                  {...numberProps}
                />
                <Select
                  label={t('adminPanel.form.status')}
                  description={t('adminPanel.form.statusHint')}
                  data={optionsOf(STAKE_STATUSES)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="stake-status-select"
                  {...field('outcome')}
                />
                {asksPayout(values) && (
                  <NumberInput
                    label={t('adminPanel.form.payoutAmount')}
                    description={t('adminPanel.form.payoutAmountHint')}
                    required
                    min={0}
                    step={1}
                    decimalScale={2}
                    leftSection="€"
                    data-testid="stake-payout-input"
                    {...numberProps}
                    {...field('payout_amount')}
                  />
                )}
                <Textarea
                  label={t('adminPanel.form.betDetails')}
                  description={t('adminPanel.form.betDetailsHint')}
                  placeholder={t('adminPanel.form.betDetailsPlaceholder')}
                  rows={4}
                  style={{ gridColumn: '1 / -1' }}
                  data-testid="stake-bet-details"
                  {...field('bet_details')}
                />
              </SimpleGrid>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <StakeImageField
                upload={image.upload}
                // choose never rejects: a failed upload becomes the field's 'failed' state.
                onChoose={(file) => void image.choose(file)}
                error={translateStakeError(t, form.errors.image_path)}
                disabled={insert.isPending}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm">
            <Button type="reset" variant="default" disabled={insert.isPending}>
              {t('adminPanel.form.clear')}
            </Button>
            <Button
              type="submit"
              loading={insert.isPending}
              disabled={isUploading}
              leftSection={<IconSend size={16} aria-hidden="true" />}
              data-testid="admin-stake-submit"
            >
              {isUploading ? t('adminPanel.form.waitForImage') : t('adminPanel.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
