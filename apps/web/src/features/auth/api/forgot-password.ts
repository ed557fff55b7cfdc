import {
  type ForgotPasswordRequest,
  type MessageResponse,
  messageResponseSchema,
} from '@stakelab/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export async function requestPasswordReset(
  request: ForgotPasswordRequest,
): Promise<MessageResponse> {
  const response = await apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: request,
    schema: messageResponseSchema,
  });
  // A 200 that says it failed is a failure all the same.
  if (!response.success) throw new ApiError(200, response.message, [], undefined, true);
  return response;
}

/**
 * The form shows the outcome in place (docs/product.md §4: idle, sending, sent or error), not
 * as a toast.
 */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
