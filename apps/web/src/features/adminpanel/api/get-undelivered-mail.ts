import { type UndeliveredMail, undeliveredMailResponseSchema } from '@stakelab/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const undeliveredMailQueryKey = ['admin', 'mail-outbox'] as const;

/** GET /api/admin/mail-outbox: mail still waiting or given up (admins only; no bodies). */
export async function getUndeliveredMail(signal?: AbortSignal): Promise<UndeliveredMail[]> {
  const answer = await apiRequest('/api/admin/mail-outbox', {
    schema: undeliveredMailResponseSchema,
    signal,
  });
  return answer.mails;
}

export function useUndeliveredMail() {
  return useQuery({
    queryKey: undeliveredMailQueryKey,
    queryFn: ({ signal }) => getUndeliveredMail(signal),
    // An outage is followed as it goes: the list refreshes while the panel is open.
    refetchInterval: 30_000,
  });
}
