import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AccountSession } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/account-security';
import { ProfileSection } from './profile-section';

/** The account's sessions: device, first and last seen, a coarse address; end any or all others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const deviceName = (s: AccountSession) =>
    t('profile.security.sessions.device', { browser: s.browser, os: s.os });

  let body;
  if (sessions.data) {
    const list = sessions.data.sessions;
    body = (
      <Stack gap="sm">
        {list.map((session) => (
          <Card key={session.id} withBorder padding="sm" data-testid="account-session">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{deviceName(session)}</Text>
                  {session.current && (
                    <Badge variant="light">{t('profile.security.sessions.thisDevice')}</Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('profile.security.sessions.firstSeen', { date: when(session.first_seen) })}
                  {' · '}
                  {t('profile.security.sessions.lastSeen', { date: when(session.last_seen) })}
                </Text>
                {session.address && (
                  <Text size="sm" c="dimmed">
                    {t('profile.security.sessions.address', { address: session.address })}
                  </Text>
                )}
              </Stack>
              {!session.current && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('profile.security.sessions.endLabel', {
                    device: deviceName(session),
                  })}
                  loading={endOne.isPending && endOne.variables === session.id}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () =>
                        showToast({ kind: 'success', title: t('profile.security.sessions.ended') }),
                    })
                  }
                >
                  {t('profile.security.sessions.end')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
        {list.some((s) => !s.current) && (
          <Group>
            <Button
              variant="light"
              color="red"
              loading={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: () =>
                    showToast({ kind: 'success', title: t('profile.security.sessions.ended') }),
                })
              }
              data-testid="end-other-sessions"
            >
              {t('profile.security.sessions.endOthers')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  } else if (sessions.isError) {
    body = <Text c="red">{t('profile.security.sessions.loadError')}</Text>;
  } else {
    body = <Text c="dimmed">{t('profile.security.sessions.loading')}</Text>;
  }

  return (
    <ProfileSection title={t('profile.security.sessions.title')} id="profile-sessions">
      {body}
    </ProfileSection>
  );
}
