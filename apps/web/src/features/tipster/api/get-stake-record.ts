import {
  type PublicStakeRecordEntry,
  type StakeRecordPage,
  stakeRecordPageSchema,
} from '@stakelab/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const stakeRecordQueryKey = ['stake-record'] as const;

export interface StakeRecord {
  entries: PublicStakeRecordEntry[];
  head: StakeRecordPage['head'];
}

/**
 * The whole public record (GET /api/stakes/record, no login), page by page, oldest first: the
 * browser verifies the chain itself, so it needs every entry.
 */
export async function getStakeRecord(signal?: AbortSignal): Promise<StakeRecord> {
  const entries: PublicStakeRecordEntry[] = [];
  let head: StakeRecordPage['head'] = null;
  let after: number | null = 0;
  while (after !== null) {
    const page: StakeRecordPage = await apiRequest(`/api/stakes/record?after=${after}&limit=1000`, {
      schema: stakeRecordPageSchema,
      signal,
    });
    entries.push(...page.entries);
    head = page.head;
    after = page.next_after;
  }
  return { entries, head };
}

/** `enabled` false: not asked (the dashboards ask only once the user has tailed a tip). */
export function useStakeRecord(enabled = true) {
  return useQuery({
    enabled,
    queryKey: stakeRecordQueryKey,
    // Public: the same for everyone, so a login or a logout keeps it.
    meta: { keepOnLogout: true },
    queryFn: ({ signal }) => getStakeRecord(signal),
  });
}
