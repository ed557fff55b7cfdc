import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { TOAST_DURATION_MS, type UserProfile } from '@stakelab/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { useSession } from '../../features/auth/api/get-session';
import { clearSession } from '../../features/auth/utils/clear-session';
import { updateSessionUser } from '../../features/auth/utils/start-session';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileEditForm } from '../../features/profile/components/profile-edit-form';
import { ProfileView } from '../../features/profile/components/profile-view';
import { AutoSettleSection } from '../../features/profile/components/auto-settle-section';
import { DataExportSection } from '../../features/profile/components/data-export-section';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section';
import { TaxYearSection } from '../../features/profile/components/tax-year-section';
import { showToast } from '../../lib/toast';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';

type Mode = 'view' | 'edit' | 'view-after-edit';

/**
 * docs/product.md §2 /profile: view, Edit, then Save (profile reloaded) or Cancel back to the view.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const profile = useProfile(user?.email ?? '');
  const [mode, setMode] = useState<Mode>('view');
  const navigate = useNavigate();

  /** The account is gone: leave the page first (its guard would send to /login), then forget. */
  const handleDeleted = async () => {
    await navigate('/', { flushSync: true });
    clearSession(queryClient);
    showToast({
      kind: 'success',
      title: t('profile.security.deleteAccount.done'),
      message: t('profile.security.deleteAccount.doneText'),
      durationMs: TOAST_DURATION_MS.logout,
    });
  };

  const handleSaved = (saved: UserProfile) => {
    // The header and the stored copy follow the saved profile.
    updateSessionUser(queryClient, {
      username: saved.username,
      email: saved.email,
      is_admin: saved.is_admin,
      user_id: saved.user_id,
    });
    setMode('view-after-edit');
  };

  let content;
  if (profile.data) {
    content =
      mode === 'edit' ? (
        <ProfileEditForm
          profile={profile.data}
          onCancel={() => setMode('view-after-edit')}
          onSaved={handleSaved}
        />
      ) : (
        <ProfileView
          profile={profile.data}
          onEdit={() => setMode('edit')}
          focusEdit={mode === 'view-after-edit'}
        />
      );
  } else if (profile.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        title={t('profile.loadError')}
      >
        {/* A refetch resolves even when it fails again; the query's state shows the outcome. */}
        <Button variant="default" size="xs" mt="sm" onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text c="dimmed" data-testid="profile-loading">
            {t('profile.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <PageSection size={820}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{mode === 'edit' ? t('profile.editTitle') : t('profile.title')}</Title>
          <Text c="dimmed">{t('profile.subtitle')}</Text>
        </Stack>
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
          {content}
        </Paper>
        {profile.data && mode !== 'edit' && (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <NotificationSettings emailVerified={profile.data.email_verified !== false} />
          </Paper>
        )}
        {profile.data && mode !== 'edit' && (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <AutoSettleSection />
          </Paper>
        )}
        {profile.data && mode !== 'edit' && (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <TaxYearSection />
          </Paper>
        )}
        {profile.data && mode !== 'edit' && (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="xl">
              <DataExportSection />
              <DeleteAccountSection onDeleted={() => void handleDeleted()} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageSection>
  );
}
