import {
  authResponseSchema,
  type LoginRequest,
  TOAST_DURATION_MS,
  type TwoFactorLoginRequest,
} from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { afterLoginPath } from '../utils/after-login-path';
import type { SessionUser } from '../utils/session-user';
import { signedInUser } from '../utils/signed-in-user';
import { startSession } from '../utils/start-session';

/** Signed in, or the password was right and a second factor is asked for. */
export type LoginOutcome = { kind: 'signedIn'; user: SessionUser } | { kind: 'twoFactor' };

/**
 * POST /api/auth/login; the server sets the session cookie, or, for an account with two-factor
 * sign-in, a short-lived pending-login cookie for the second step.
 */
export async function login(request: LoginRequest): Promise<LoginOutcome> {
  const response = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: request,
    schema: authResponseSchema,
  });
  if (response.success && response.twoFactorRequired) return { kind: 'twoFactor' };
  return { kind: 'signedIn', user: signedInUser(response) };
}

/** POST /api/auth/login/two-factor: the second step, with a code or a recovery code. */
export async function loginTwoFactor(request: TwoFactorLoginRequest): Promise<LoginOutcome> {
  const response = await apiRequest('/api/auth/login/two-factor', {
    method: 'POST',
    body: request,
    schema: authResponseSchema,
  });
  return { kind: 'signedIn', user: signedInUser(response) };
}

/**
 * Logs in (docs/product.md §4): the header switches to the logged-in menu at once, a 2.5 s toast
 * says so and the user goes to /history, or back to the guarded page that sent them here. Failures
 * say 'Login failed!' with the server's reason (3 s, from the query client's one error handler).
 */
export function useLogin() {
  return useLoginStep(login);
}

/** The login's second step: the same toast and navigation once it signs in. */
export function useLoginTwoFactor() {
  return useLoginStep(loginTwoFactor);
}

function useLoginStep<Request>(step: (request: Request) => Promise<LoginOutcome>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: step,
    meta: {
      errorToast: {
        titleKey: 'toasts.loginFailed',
        messageKey: 'toasts.loginFailedFallback',
        networkMessageKey: 'toasts.loginError',
        preferServerMessage: true,
      },
    },
    onSuccess: async (outcome) => {
      // The second step's form takes over (login-form.tsx).
      if (outcome.kind !== 'signedIn') return;
      startSession(queryClient, outcome.user);
      showToast({
        kind: 'success',
        title: t('toasts.loginSuccess'),
        durationMs: TOAST_DURATION_MS.loginSuccess,
      });
      await navigate(afterLoginPath(location.state), { replace: true });
    },
  });
}
