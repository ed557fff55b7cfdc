import { type StakeAnchorList, stakeAnchorListSchema } from '@stakelab/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The newest RFC 3161 anchor of the record's head (GET /api/stakes/record/anchors, no login),
 * or null: none yet, or the anchor is off (its default).
 */
export function useLatestStakeAnchor() {
  return useQuery({
    queryKey: ['stake-record-anchors'],
    meta: { keepOnLogout: true },
    queryFn: async ({ signal }): Promise<StakeAnchorList['anchors'][number] | null> => {
      const { anchors } = await apiRequest('/api/stakes/record/anchors', {
        schema: stakeAnchorListSchema,
        signal,
      });
      return anchors[0] ?? null;
    },
  });
}
