import { authResponseSchema, type RegisterRequest, TOAST_DURATION_MS } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { HOME_AFTER_LOGIN } from '../utils/after-login-path';
import type { SessionUser } from '../utils/session-user';
import { signedInUser } from '../utils/signed-in-user';
import { startSession } from '../utils/start-session';

/** POST /api/auth/register; the server signs the new user in and mails the verification link. */
export async function register(request: RegisterRequest): Promise<SessionUser> {
  const response = await apiRequest('/api/auth/register', {
    method: 'POST',
    body: request,
    schema: authResponseSchema,
  });
  return signedInUser(response);
}

/**
 * Registers (docs/product.md §4): the new user is logged in, a 6 s toast asks them to check their
 * e-mail (and SPAM folder), and they go to /history. Failures say 'Registration failed!' with the
 * server's reason; field errors are put under their fields by the form.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: register,
    meta: {
      errorToast: {
        titleKey: 'toasts.registrationFailed',
        messageKey: 'toasts.couldNotRegisterUser',
        networkMessageKey: 'toasts.registrationErrorOccurred',
        preferServerMessage: true,
      },
    },
    onSuccess: async (user) => {
      startSession(queryClient, user);
      showToast({
        kind: 'success',
        title: t('toasts.registrationSuccess'),
        message: t('toasts.registrationSuccessDescription'),
        durationMs: TOAST_DURATION_MS.registrationSuccess,
      });
      await navigate(HOME_AFTER_LOGIN, { replace: true });
    },
  });
}
