import { type UserProfile, userProfileResponseSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './profile-query-key';

export { profileQueryKey };

/** GET /api/auth/user-profile?email=…: the signed-in user's own profile (docs/product.md §7). */
export async function getProfile(email: string, signal?: AbortSignal): Promise<UserProfile> {
  const { user } = await apiRequest(`/api/auth/user-profile?email=${encodeURIComponent(email)}`, {
    schema: userProfileResponseSchema,
    signal,
  });
  return user;
}

export function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: profileQueryKey(email),
    queryFn: ({ signal }) => getProfile(email, signal),
    enabled: email !== '',
  });
}

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}
