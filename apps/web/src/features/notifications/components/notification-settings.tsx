import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EMAIL_MODES,
  NOTIFICATION_KINDS,
  type EmailMode,
  type NotificationKind,
  type NotificationPreferences,
} from '@stakelab/core';
import { IconBellRinging, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { enablePush, pushSupported } from '../../../push/subscribe-push';
import {
  getPreferences,
  getPushDevices,
  getPushKey,
  notificationPreferencesKey,
  pushDevicesKey,
  registerPushDevice,
  removePushDevice,
  savePreferences,
  sendTestNotification,
} from '../api/notifications-api';

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)
    ? null
    : h * 60 + m;
};

/**
 * The profile's notifications section (issue 35): per kind and channel, quiet hours, this
 * account's push devices, "Enable push on this device" and a test notification.
 */
export function NotificationSettings({ emailVerified }: { emailVerified: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getPreferences(signal),
  });
  const devices = useQuery({
    queryKey: pushDevicesKey,
    queryFn: ({ signal }) => getPushDevices(signal),
  });
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? preferences.data;

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesKey, saved);
      setDraft(null);
      showToast({ kind: 'success', title: t('profile.notifications.saved') });
    },
    onError: () => showToast({ kind: 'error', title: t('profile.notifications.saveFailed') }),
  });
  const remove = useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
  const test = useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => showToast({ kind: 'info', title: t('profile.notifications.testSent') }),
  });
  const enable = useMutation({
    mutationFn: async () => {
      const { publicKey } = await getPushKey();
      return enablePush(publicKey, registerPushDevice);
    },
    onSuccess: (result) => {
      if (result === 'enabled') {
        showToast({ kind: 'success', title: t('profile.notifications.pushEnabled') });
        void queryClient.invalidateQueries({ queryKey: pushDevicesKey });
      } else {
        showToast({
          kind: 'error',
          title: t('profile.notifications.pushFailed'),
          message:
            result === 'denied'
              ? t('profile.notifications.pushDenied')
              : t('profile.notifications.pushUnsupported'),
        });
      }
    },
    onError: () => showToast({ kind: 'error', title: t('profile.notifications.pushFailed') }),
  });

  if (preferences.isError) {
    return <Alert color="red">{t('profile.notifications.loadError')}</Alert>;
  }
  if (!current) return null;

  const setKind = (
    kind: NotificationKind,
    change: Partial<NotificationPreferences['kinds'][NotificationKind]>,
  ) =>
    setDraft({
      ...current,
      kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], ...change } },
    });
  const quiet = current.quietHours;

  return (
    <section aria-labelledby="notifications" id="notifications-section">
      <Stack gap="md">
        <Title order={2} size="h5" id="notifications" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
          {t('profile.notifications.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.notifications.intro')}
        </Text>
        {!emailVerified && (
          <Alert color="orange" p="xs">
            {t('profile.notifications.emailNeedsVerification')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.notifications.kind')}</Table.Th>
                <Table.Th>{t('profile.notifications.inApp')}</Table.Th>
                <Table.Th>{t('profile.notifications.email')}</Table.Th>
                <Table.Th>{t('profile.notifications.push')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => {
                const label = t(`profile.notifications.kinds.${kind}`);
                const channels = current.kinds[kind];
                return (
                  <Table.Tr key={kind} data-testid={`notification-kind-${kind}`}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>
                      <Checkbox
                        checked={channels.inApp}
                        onChange={(e) => setKind(kind, { inApp: e.currentTarget.checked })}
                        aria-label={`${label}: ${t('profile.notifications.inApp')}`}
                        data-testid={`notify-${kind}-inApp`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        value={channels.email}
                        onChange={(e) =>
                          setKind(kind, { email: e.currentTarget.value as EmailMode })
                        }
                        aria-label={`${label}: ${t('profile.notifications.email')}`}
                        data={EMAIL_MODES.map((mode) => ({
                          value: mode,
                          label: t(`profile.notifications.emailModes.${mode}`),
                        }))}
                        data-testid={`notify-${kind}-email`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        checked={channels.push}
                        onChange={(e) => setKind(kind, { push: e.currentTarget.checked })}
                        aria-label={`${label}: ${t('profile.notifications.push')}`}
                        data-testid={`notify-${kind}-push`}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Stack gap={4}>
          <Checkbox
            label={t('profile.notifications.quietHours')}
            checked={quiet !== null}
            onChange={(e) =>
              setDraft({
                ...current,
                quietHours: e.currentTarget.checked ? { start: 22 * 60, end: 7 * 60 } : null,
              })
            }
            data-testid="quiet-hours"
          />
          <Text size="xs" c="dimmed">
            {t('profile.notifications.quietHoursHint', { zone: current.timeZone })}
          </Text>
          {quiet && (
            <Group gap="sm">
              <TextInput
                type="time"
                size="xs"
                label={t('profile.notifications.quietFrom')}
                value={toTime(quiet.start)}
                onChange={(e) => {
                  const start = toMinutes(e.currentTarget.value);
                  if (start !== null) setDraft({ ...current, quietHours: { ...quiet, start } });
                }}
              />
              <TextInput
                type="time"
                size="xs"
                label={t('profile.notifications.quietTo')}
                value={toTime(quiet.end)}
                onChange={(e) => {
                  const end = toMinutes(e.currentTarget.value);
                  if (end !== null) setDraft({ ...current, quietHours: { ...quiet, end } });
                }}
              />
            </Group>
          )}
        </Stack>
        <Group>
          <Button
            onClick={() => save.mutate(current)}
            loading={save.isPending}
            disabled={draft === null}
            data-testid="notifications-save"
          >
            {t('profile.notifications.save')}
          </Button>
        </Group>

        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text fw={600}>{t('profile.notifications.devices')}</Text>
            {(devices.data?.length ?? 0) === 0 ? (
              <Text size="sm" c="dimmed">
                {t('profile.notifications.noDevices')}
              </Text>
            ) : (
              devices.data?.map((device) => (
                <Group
                  key={device.id}
                  justify="space-between"
                  wrap="nowrap"
                  data-testid="push-device"
                >
                  <div>
                    <Text size="sm">{device.label}</Text>
                    <Text size="xs" c="dimmed">
                      {device.lastSentAt
                        ? t('profile.notifications.lastSent', {
                            date: formatDateTime(device.lastSentAt, i18n.language),
                          })
                        : t('profile.notifications.neverSent')}
                    </Text>
                  </div>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    onClick={() => remove.mutate(device.id)}
                    loading={remove.isPending && remove.variables === device.id}
                  >
                    {t('profile.notifications.removeDevice', { label: device.label })}
                  </Button>
                </Group>
              ))
            )}
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconBellRinging size={16} aria-hidden="true" />}
                onClick={() => enable.mutate()}
                loading={enable.isPending}
                disabled={!pushSupported()}
                data-testid="enable-push"
              >
                {t('profile.notifications.enablePush')}
              </Button>
              <Button
                variant="default"
                onClick={() => test.mutate()}
                loading={test.isPending}
                data-testid="send-test-notification"
              >
                {t('profile.notifications.sendTest')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </section>
  );
}
