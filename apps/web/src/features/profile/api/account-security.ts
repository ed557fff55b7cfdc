import {
  accountSessionsResponseSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  confirmEmailChangeResponseSchema,
  messageResponseSchema,
  type TwoFactorDisableRequest,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Validator } from '../../../lib/validator';

const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;

/** Each mutation's failure is a toast with the server's reason (lib/query-client.ts). */
const failed = {
  errorToast: {
    titleKey: 'profile.security.failed',
    messageKey: 'profile.security.tryLater',
    networkMessageKey: 'toasts.networkError',
    preferServerMessage: true,
  },
} as const;

const post = <T>(path: string, body: unknown, schema: Validator<T>) =>
  apiRequest(path, { method: 'POST', body, schema });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      post('/api/auth/change-password', request, messageResponseSchema),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (request: ChangeEmailRequest) =>
      post('/api/auth/change-email', request, messageResponseSchema),
    meta: failed,
  });
}

export async function confirmEmailChange(token: string): Promise<string> {
  const answer = await post(
    '/api/auth/confirm-email-change',
    { token },
    confirmEmailChangeResponseSchema,
  );
  return answer.email;
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: () => apiRequest('/api/auth/two-factor', { schema: twoFactorStatusSchema }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => post('/api/auth/two-factor/setup', undefined, twoFactorSetupResponseSchema),
    meta: failed,
  });
}

export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post('/api/auth/two-factor/enable', { code }, twoFactorEnableResponseSchema),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TwoFactorDisableRequest) =>
      post('/api/auth/two-factor/disable', request, messageResponseSchema),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiRequest('/api/auth/sessions', { schema: accountSessionsResponseSchema }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/auth/sessions/${id}`, { method: 'DELETE', schema: messageResponseSchema }),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post('/api/auth/sessions/end-others', undefined, messageResponseSchema),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
