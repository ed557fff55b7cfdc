import {
  type MessageResponse,
  messageResponseSchema,
  type ResetPasswordRequest,
} from '@stakelab/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { translateServerMessage } from '../../../lib/server-messages';
import { showToast } from '../../../lib/toast';

/** POST /api/reset-password/reset-password: spends the single-use token. */
export async function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  const response = await apiRequest('/api/reset-password/reset-password', {
    method: 'POST',
    body: request,
    schema: messageResponseSchema,
  });
  // A 200 that says it failed is a failure all the same.
  if (!response.success) throw new ApiError(200, response.message, [], undefined, true);
  return response;
}

/**
 * Sets the new password: a green toast and on to /login (docs/product.md §2). Failures are a red
 * 'Password reset failed' toast with the server's reason; when the server cannot be reached
 * the toast reads as docs/product.md §8 words it.
 */
export function useResetPassword() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: resetPassword,
    meta: {
      errorToast: {
        titleKey: 'toasts.passwordResetFailed',
        messageKey: 'toasts.passwordResetFailedFallback',
        networkMessageKey: 'toasts.registrationErrorOccurred',
        preferServerMessage: true,
      },
    },
    onSuccess: async (response) => {
      showToast({
        kind: 'success',
        title: t('toasts.passwordResetSuccess'),
        message: translateServerMessage(response.message),
      });
      await navigate('/login', { replace: true });
    },
  });
}
