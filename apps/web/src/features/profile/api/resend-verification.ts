import { messageResponseSchema } from '@stakelab/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: a new link by e-mail; earlier links stop working. */
export async function resendVerification(): Promise<void> {
  await apiRequest('/api/auth/resend-verification', {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    meta: {
      errorToast: {
        titleKey: 'profile.verification.failed',
        messageKey: 'profile.verification.tryLater',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
  });
}
