import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PrivateCatalogueResponse, PrivateCompetition, PrivateSport } from '@stakelab/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import {
  type CatalogueKind,
  type CurationRequest,
  useCurateCatalogue,
  usePrivateCatalogue,
} from '../api/private-catalogue';

/** Rows shown at once: a flood of typed names (thousands) is narrowed with the filter. */
const SHOWN = 50;

type Entry = PrivateSport | PrivateCompetition;
type Mode = 'idle' | 'merge' | 'delete';

const isCompetition = (entry: Entry): entry is PrivateCompetition => 'sport_name' in entry;

interface RowProps {
  kind: CatalogueKind;
  entry: Entry;
  targets: Array<{ value: string; label: string }>;
  busy: boolean;
  onCurate: (request: CurationRequest, name: string) => void;
}

function CurationRow({ kind, entry, targets, busy, onCurate }: RowProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('idle');
  const [target, setTarget] = useState<string | null>(null);
  const sportIsPrivate = isCompetition(entry) && entry.sport_is_private;
  const act = (request: CurationRequest) => onCurate(request, entry.name);

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="catalogue-entry">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
            </Text>
            {isCompetition(entry) && (
              <Group gap={6}>
                <Text size="sm" c="dimmed">
                  {entry.sport_name}
                </Text>
                {entry.sport_is_private && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('adminPanel.catalogue.privateSport')}
                  </Badge>
                )}
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {t('adminPanel.catalogue.users', { count: entry.users })} ·{' '}
              {t('adminPanel.catalogue.bets', { count: entry.bets })}
            </Text>
          </Stack>
          {mode === 'idle' && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                disabled={busy || sportIsPrivate}
                title={sportIsPrivate ? t('adminPanel.catalogue.promoteSportFirst') : undefined}
                onClick={() => act({ action: 'promote', kind, id: entry.id })}
              >
                {t('adminPanel.catalogue.promote')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={busy || targets.length === 0}
                onClick={() => setMode('merge')}
              >
                {t('adminPanel.catalogue.merge')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => setMode('delete')}
              >
                {t('adminPanel.catalogue.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {mode === 'merge' && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('adminPanel.catalogue.mergeInto')}
              placeholder={t('adminPanel.catalogue.mergeIntoPlaceholder')}
              data={targets}
              value={target}
              onChange={setTarget}
              searchable
              size="xs"
              style={{ flex: '1 1 14rem' }}
            />
            <Button
              size="xs"
              disabled={busy || target === null}
              onClick={() => act({ action: 'merge', kind, id: entry.id, intoId: Number(target) })}
            >
              {t('adminPanel.catalogue.confirmMerge')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setMode('idle')}>
              {t('adminPanel.catalogue.cancel')}
            </Button>
          </Group>
        )}
        {mode === 'delete' && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('adminPanel.catalogue.deleteText', { count: entry.bets })}</Text>
            <Button
              size="xs"
              color="red"
              disabled={busy}
              onClick={() => act({ action: 'delete', kind, id: entry.id })}
            >
              {t('adminPanel.catalogue.confirmDelete')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setMode('idle')}>
              {t('adminPanel.catalogue.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** What an entry of each kind can be merged into: the shared catalogue, competitions with their sport. */
function mergeTargets(data: PrivateCatalogueResponse | undefined) {
  if (!data) return { sports: [], competitions: [] };
  const sportName = new Map(data.shared_sports.map((s) => [s.id, s.name]));
  return {
    sports: data.shared_sports.map((s) => ({ value: String(s.id), label: s.name })),
    competitions: data.shared_competitions.map((c) => ({
      value: String(c.id),
      label: `${c.name} · ${sportName.get(c.sport_id) ?? ''}`,
    })),
  };
}

/**
 * Names users typed for sports and competitions, private to them until an admin promotes them
 * to the shared catalogue, merges them into a shared entry, or deletes them (docs/product.md §7).
 */
export function CatalogueCuration() {
  const { t } = useTranslation();
  const query = usePrivateCatalogue();
  const curate = useCurateCatalogue();
  const [kind, setKind] = useState<CatalogueKind>('sports');
  const [filter, setFilter] = useState('');
  const targets = useMemo(() => mergeTargets(query.data), [query.data]);

  const entries: Entry[] = query.data?.[kind] ?? [];
  const needle = filter.trim().toLowerCase();
  const matching = needle ? entries.filter((e) => e.name.toLowerCase().includes(needle)) : entries;

  const onCurate = (request: CurationRequest, name: string) =>
    curate.mutate(request, {
      onSuccess: () =>
        showToast({
          kind: 'success',
          title: t(`adminPanel.catalogue.done.${request.action}`, { name }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg" data-testid="catalogue-curation">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2}>{t('adminPanel.catalogue.title')}</Title>
          <Text c="dimmed">{t('adminPanel.catalogue.description')}</Text>
        </Stack>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label={t('adminPanel.catalogue.kindLabel')}
            value={kind}
            onChange={(value) => setKind(value as CatalogueKind)}
            data={[
              {
                value: 'sports',
                label: t('adminPanel.catalogue.sports', {
                  count: query.data?.sports.length ?? 0,
                }),
              },
              {
                value: 'competitions',
                label: t('adminPanel.catalogue.competitions', {
                  count: query.data?.competitions.length ?? 0,
                }),
              },
            ]}
          />
          <TextInput
            label={t('adminPanel.catalogue.filter')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : query.isError ? (
          <Group gap="sm">
            <Text c="red">{t('adminPanel.catalogue.loadError')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('adminPanel.catalogue.retry')}
            </Button>
          </Group>
        ) : matching.length === 0 ? (
          <Text c="dimmed">{t('adminPanel.catalogue.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {matching.slice(0, SHOWN).map((entry) => (
              <CurationRow
                key={`${kind}-${entry.id}`}
                kind={kind}
                entry={entry}
                targets={targets[kind]}
                busy={curate.isPending}
                onCurate={onCurate}
              />
            ))}
          </Stack>
        )}
        {matching.length > SHOWN && (
          <Text size="sm" c="dimmed">
            {t('adminPanel.catalogue.more', { shown: SHOWN, total: matching.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
