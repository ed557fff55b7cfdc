import { authResponseSchema, type LoginRequest, TOAST_DURATION_MS } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { afterLoginPath } from '../utils/after-login-path';
import type { SessionUser } from '../utils/session-user';
import { signedInUser } from '../utils/signed-in-user';
import { startSession } from '../utils/start-session';

/** POST /api/auth/login; the server sets the session cookie. */
export async function login(request: LoginRequest): Promise<SessionUser> {
  const response = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: request,
    schema: authResponseSchema,
  });
  return signedInUser(response);
}

/**
 * Logs in (docs/product.md §4): the header switches to the logged-in menu at once, a 2.5 s toast
 * says so and the user goes to /history, or back to the guarded page that sent them here. Failures
 * say 'Login failed!' with the server's reason (3 s, from the query client's one error handler).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: login,
    meta: {
      errorToast: {
        titleKey: 'toasts.loginFailed',
        messageKey: 'toasts.loginFailedFallback',
        networkMessageKey: 'toasts.loginError',
        preferServerMessage: true,
      },
    },
    onSuccess: async (user) => {
      startSession(queryClient, user);
      showToast({
        kind: 'success',
        title: t('toasts.loginSuccess'),
        durationMs: TOAST_DURATION_MS.loginSuccess,
      });
      await navigate(afterLoginPath(location.state), { replace: true });
    },
  });
}
