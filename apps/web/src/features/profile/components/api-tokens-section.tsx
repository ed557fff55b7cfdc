import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  type ApiToken,
  type ApiTokenExpiryDays,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ProfileSection } from './profile-section';

/**
 * Personal API tokens (issue 37 part 5): the list, a form to make one (name, scope, expiry)
 * whose secret is shown this once with a copy button, revoking; and the API's reference page.
 */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // When the page opened: a token that expires while it is open is marked at the next visit.
  const [openedAt] = useState(() => Date.now());

  let list;
  if (tokens.data) {
    list =
      tokens.data.tokens.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.security.apiTokens.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {tokens.data.tokens.map((token) => (
            <TokenCard key={token.id} token={token} now={openedAt} />
          ))}
        </Stack>
      );
  } else if (tokens.isError) {
    list = <Text c="red">{t('profile.security.apiTokens.loadError')}</Text>;
  } else {
    list = <Text c="dimmed">{t('profile.security.apiTokens.loading')}</Text>;
  }

  return (
    <ProfileSection title={t('profile.security.apiTokens.title')} id="profile-api-tokens">
      <Stack gap="md">
        <Text size="sm">
          {t('profile.security.apiTokens.intro')}{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener" data-testid="api-docs-link">
            {t('profile.security.apiTokens.docs')}
          </Anchor>
        </Text>
        {created ? (
          <CreatedSecret created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateForm onCreated={setCreated} />
        )}
        {list}
      </Stack>
    </ProfileSection>
  );
}

function CreatedSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      title={t('profile.security.apiTokens.createdTitle', { name: created.token.name })}
      data-testid="api-token-secret"
    >
      <Stack gap="sm">
        <Text size="sm">{t('profile.security.apiTokens.createdText')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {created.secret}
        </Code>
        <Group>
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} data-testid="api-token-copy">
                {copied
                  ? t('profile.security.apiTokens.copied')
                  : t('profile.security.apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone} data-testid="api-token-done">
            {t('profile.security.apiTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('bets:read');
  const [days, setDays] = useState<ApiTokenExpiryDays>(90);

  return (
    <form
      aria-label={t('profile.security.apiTokens.create')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name: name.trim(), scope, expires_in_days: days },
          {
            onSuccess: (answer) => {
              setName('');
              onCreated(answer);
            },
          },
        );
      }}
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('profile.security.apiTokens.name')}
          description={t('profile.security.apiTokens.nameHint')}
          required
          maxLength={API_TOKEN_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('profile.security.apiTokens.scope')}
          value={scope}
          onChange={(event) => setScope(event.currentTarget.value as ApiTokenScope)}
          data={[
            { value: 'bets:read', label: t('profile.security.apiTokens.scopes.read') },
            { value: 'bets:write', label: t('profile.security.apiTokens.scopes.write') },
          ]}
        />
        <NativeSelect
          label={t('profile.security.apiTokens.expiry')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.currentTarget.value) as ApiTokenExpiryDays)}
          data={API_TOKEN_EXPIRY_DAYS.map((count) => ({
            value: String(count),
            label: t('profile.security.apiTokens.days', { count }),
          }))}
        />
        <Group>
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('profile.security.apiTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TokenCard({ token, now }: { token: ApiToken; now: number }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiToken();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const expired = Date.parse(token.expires_at) <= now;
  return (
    <Card withBorder padding="sm" data-testid="api-token">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{token.name}</Text>
            <Badge variant="light">
              {token.scope === 'bets:write'
                ? t('profile.security.apiTokens.scopes.write')
                : t('profile.security.apiTokens.scopes.read')}
            </Badge>
            {expired && <Badge color="gray">{t('profile.security.apiTokens.expired')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            <Code>{token.prefix}…</Code>
            {' · '}
            {t('profile.security.apiTokens.created', { date: when(token.created_at) })}
            {' · '}
            {t(
              expired
                ? 'profile.security.apiTokens.expiredOn'
                : 'profile.security.apiTokens.expires',
              {
                date: when(token.expires_at),
              },
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {token.last_used_at
              ? t('profile.security.apiTokens.lastUsed', { date: when(token.last_used_at) })
              : t('profile.security.apiTokens.neverUsed')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          color="red"
          aria-label={t('profile.security.apiTokens.revokeLabel', { name: token.name })}
          loading={revoke.isPending && revoke.variables === token.id}
          onClick={() =>
            revoke.mutate(token.id, {
              onSuccess: () =>
                showToast({ kind: 'success', title: t('profile.security.apiTokens.revoked') }),
            })
          }
        >
          {t('profile.security.apiTokens.revoke')}
        </Button>
      </Group>
    </Card>
  );
}
