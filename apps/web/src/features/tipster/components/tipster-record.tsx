import {
  Alert,
  Anchor,
  Badge,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type StakeRecordVerdict, verifyStakeRecord } from '@stakelab/core';
import { IconAlertTriangle, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section';
import { formatDateTime, formatEuros, formatOdds } from '../../../lib/format';
import { resultColor } from '../../../lib/result-colors';
import { useLatestStakeAnchor } from '../api/get-stake-anchors';
import { type StakeRecord, useStakeRecord } from '../api/get-stake-record';
import { recordRows, type RecordRow } from '../utils/record-rows';
import { webSha256Hex } from '../utils/web-sha256';
import { TipsterStatsPanel } from './tipster-stats';

const RESULT_KEYS = {
  won: 'tipster.results.won',
  lost: 'tipster.results.lost',
  void: 'tipster.results.void',
  cashed_out: 'tipster.results.cashedOut',
  half_won: 'tipster.results.halfWon',
  half_lost: 'tipster.results.halfLost',
} as const;

/** The chain recomputed here, with WebCrypto: the page trusts no verdict of the server's. */
function useVerdict(record: StakeRecord | undefined): StakeRecordVerdict | null {
  // Kept with the record it is for: a newer record shows "verifying" until its own check ends.
  const [checked, setChecked] = useState<{
    record: StakeRecord;
    verdict: StakeRecordVerdict;
  } | null>(null);
  useEffect(() => {
    if (!record) return;
    let current = true;
    void verifyStakeRecord(record.entries, webSha256Hex).then((verdict) => {
      if (current) setChecked({ record, verdict });
    });
    return () => {
      current = false;
    };
  }, [record]);
  return checked && checked.record === record ? checked.verdict : null;
}

function VerdictLine({ verdict }: { verdict: StakeRecordVerdict | null }) {
  const { t } = useTranslation();
  if (!verdict)
    return (
      <Group gap="xs" data-testid="record-verdict" data-state="checking">
        <Loader size="xs" />
        <Text size="sm">{t('tipster.verifying')}</Text>
      </Group>
    );
  if (!verdict.ok)
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        data-testid="record-verdict"
        data-state="broken"
        title={t('tipster.broken', { seq: verdict.brokenAt })}
      >
        {t('tipster.brokenDetail', { count: verdict.entries, detail: verdict.detail })}
      </Alert>
    );
  return (
    <Group gap="xs" data-testid="record-verdict" data-state="verified">
      <IconShieldCheck size={20} color="var(--mantine-color-green-6)" aria-hidden="true" />
      <Text fw={600}>{t('tipster.verified', { count: verdict.entries })}</Text>
      {verdict.hidden > 0 && (
        <Text size="sm" c="dimmed">
          {t('tipster.hiddenCount', { count: verdict.hidden })}
        </Text>
      )}
    </Group>
  );
}

function RowLine({ row }: { row: RecordRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (row.kind === 'hidden')
    return (
      <Table.Tr data-testid="record-row" data-hidden="true">
        <Table.Td>{row.seq}</Table.Td>
        <Table.Td colSpan={6}>
          <Text size="sm">{t('tipster.hiddenRow')}</Text>
          <Code style={{ wordBreak: 'break-all' }}>{row.hash}</Code>
        </Table.Td>
      </Table.Tr>
    );
  const { publish, outcome } = row;
  const resultKey = outcome ? RESULT_KEYS[outcome.result as keyof typeof RESULT_KEYS] : undefined;
  return (
    <Table.Tr data-testid="record-row" data-stake-id={publish.stake_id}>
      <Table.Td>{row.seq}</Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(publish.at, language)}</Text>
        <Text size="xs" c="dimmed">
          {publish.starts_at
            ? t('tipster.startsAt', { time: formatDateTime(publish.starts_at, language) })
            : t('tipster.noStart')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {publish.event}
        </Text>
        {publish.details && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {publish.details}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {publish.bookmaker}
        </Text>
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatOdds(Number(publish.odds), language)}
        {row.close && (
          <Text size="xs" c="dimmed" data-testid="record-close">
            {t('tipster.closedAt', { odds: formatOdds(Number(row.close.closing_odds), language) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatEuros(publish.stake_cents / 100, language)}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={outcome ? resultColor(outcome.result.toUpperCase()) : 'gray'}
          data-testid="record-result"
        >
          {resultKey ? t(resultKey) : t('tipster.open')}
        </Badge>
        {outcome?.entryKind === 'correction' && (
          <Text size="xs" c="dimmed">
            {t('tipster.corrected')}
          </Text>
        )}
        {outcome?.reason && (
          <Text size="xs" c="dimmed">
            {outcome.reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
        {outcome ? formatEuros(outcome.payoutCents / 100, language) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The public /tipster page (issue 34): the tipster's whole record, each stake as published and
 * settled, verified in the browser; the latest hash with its time, for followers to note.
 */
export function TipsterRecord() {
  const { t, i18n } = useTranslation();
  const record = useStakeRecord();
  const verdict = useVerdict(record.data);
  const rows = useMemo(() => recordRows(record.data?.entries ?? []), [record.data]);
  const head = record.data?.head ?? null;
  const anchor = useLatestStakeAnchor().data ?? null;

  return (
    <PageSection>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('tipster.title')}</Title>
          <Text c="dimmed">{t('tipster.description')}</Text>
        </Stack>
        {record.isError && !record.data ? (
          <Alert color="red" data-testid="record-load-error">
            {t('tipster.loadError')}
          </Alert>
        ) : !record.data ? (
          <Loader />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <VerdictLine verdict={verdict} />
                {head && (
                  <Text size="sm" data-testid="record-head">
                    {t('tipster.head', {
                      seq: head.seq,
                      time: formatDateTime(head.at, i18n.language),
                    })}{' '}
                    <Code style={{ wordBreak: 'break-all' }}>{head.hash}</Code>
                  </Text>
                )}
                {anchor && (
                  <Text size="sm" data-testid="record-anchor">
                    {t('tipster.anchor', {
                      seq: anchor.seq,
                      time: formatDateTime(anchor.anchored_at, i18n.language),
                      tsa: anchor.tsa_url,
                    })}{' '}
                    <Anchor href={`/api/stakes/record/anchors/${anchor.id}.tsr`} download size="sm">
                      {t('tipster.anchorToken')}
                    </Anchor>
                  </Text>
                )}
                <Group gap="md">
                  <Anchor href="/api/stakes/record.jsonl" download size="sm">
                    <IconDownload
                      size={16}
                      aria-hidden="true"
                      style={{ verticalAlign: 'text-bottom' }}
                    />{' '}
                    {t('tipster.download')}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('tipster.howTo')}
                </Text>
              </Stack>
            </Paper>
            <TipsterStatsPanel entries={record.data.entries} />
            {rows.length === 0 ? (
              <Text c="dimmed" data-testid="record-empty">
                {t('tipster.empty')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="xs" data-testid="record-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>{t('tipster.columns.published')}</Table.Th>
                      <Table.Th>{t('tipster.columns.event')}</Table.Th>
                      <Table.Th>{t('tipster.columns.odds')}</Table.Th>
                      <Table.Th>{t('tipster.columns.stake')}</Table.Th>
                      <Table.Th>{t('tipster.columns.result')}</Table.Th>
                      <Table.Th>{t('tipster.columns.payout')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <RowLine key={row.seq} row={row} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </PageSection>
  );
}
