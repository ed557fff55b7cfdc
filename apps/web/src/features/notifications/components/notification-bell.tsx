import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getNotifications, markAllRead, notificationListKey } from '../api/notifications-api';
import { useBetNews } from '../hooks/use-bet-news';
import { useUnreadStream } from '../hooks/use-unread-stream';

/** Matches the placeholder site-header.tsx shows while this chunk loads. */
const BELL_SIZE = 34;

/**
 * The header's bell (issue 35): the unread count, kept current by the per-user event stream,
 * and the latest notifications; opening one goes to its page.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const list = useQuery({
    queryKey: notificationListKey,
    queryFn: ({ signal }) => getNotifications(signal),
  });
  useUnreadStream(list.data?.unread);
  useBetNews(list.data?.notifications);
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationListKey }),
  });
  const unread = list.data?.unread ?? 0;

  return (
    // The indicator wraps the popover, not its target: the target gets aria-expanded and
    // aria-haspopup, which only a button (not the indicator's div) may carry.
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
      data-testid="notification-count"
      data-count={unread}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size={BELL_SIZE}
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={
              unread > 0
                ? t('header.notificationsUnread', { count: unread })
                : t('header.notifications')
            }
            data-testid="notification-bell"
          >
            <IconBell size={20} stroke={1.75} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('header.notifications')}</Text>
              {unread > 0 && (
                <Button size="compact-xs" variant="subtle" onClick={() => readAll.mutate()}>
                  {t('header.notificationsMarkRead')}
                </Button>
              )}
            </Group>
            {(list.data?.notifications.length ?? 0) === 0 ? (
              <Text c="dimmed" size="sm">
                {t('header.notificationsEmpty')}
              </Text>
            ) : (
              list.data?.notifications.slice(0, 8).map((n) => (
                <UnstyledButton
                  key={n.id}
                  onClick={() => {
                    setOpened(false);
                    void navigate(n.url);
                  }}
                  data-testid="notification-item"
                >
                  <Text size="sm" fw={n.read ? 400 : 600} lineClamp={1}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {n.body}
                  </Text>
                </UnstyledButton>
              ))
            )}
            <Button
              component={Link}
              to="/profile#notifications"
              size="compact-sm"
              variant="light"
              onClick={() => setOpened(false)}
            >
              {t('header.notificationsSettings')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
