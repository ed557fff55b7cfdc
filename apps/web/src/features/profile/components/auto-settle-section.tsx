import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSetAutoSettleLinked,
  useSettlementSettings,
} from '../../../lib/settlement-settings-api';
import { ProfileSection } from './profile-section';

/**
 * The automatic-settlement setting's permanent home (issue 36): the history shows it only
 * beside a suggestion. On, a single linked to a live-feed event is settled from the feed's
 * final score by itself; multiples and unlinked bets are only ever suggested.
 */
export function AutoSettleSection() {
  const { t } = useTranslation();
  const settings = useSettlementSettings();
  const change = useSetAutoSettleLinked();
  // While a change is on its way, the box shows what the user asked for.
  const checked = change.isPending ? change.variables : (settings.data?.autoSettleLinked ?? false);
  return (
    <ProfileSection title={t('profile.autoSettle.title')} id="profile-auto-settle">
      <Stack gap="sm">
        {settings.isError ? (
          <Text size="sm" c="red" data-testid="auto-settle-error">
            {t('profile.autoSettle.loadFailed')}
          </Text>
        ) : settings.data === undefined ? (
          <Skeleton height={40} data-testid="auto-settle-loading" />
        ) : (
          // A checkbox, as the notification settings: Mantine's switch shows no focus ring and
          // its track clips its thumb (e2e screens-a11y).
          <Checkbox
            checked={checked}
            onChange={(event) => change.mutate(event.currentTarget.checked)}
            disabled={change.isPending}
            label={t('profile.autoSettle.label')}
            description={t('profile.autoSettle.description')}
            data-testid="profile-auto-settle"
          />
        )}
      </Stack>
    </ProfileSection>
  );
}
