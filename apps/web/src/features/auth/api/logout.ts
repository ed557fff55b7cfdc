import { TOAST_DURATION_MS } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { anyAnswer } from '../../../lib/validator';
import { showToast } from '../../../lib/toast';
import { clearSession } from '../utils/clear-session';

/** POST /api/auth/logout. A failure is ignored: logging out always succeeds on this side. */
async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', schema: anyAnswer });
  } catch {
    // The server session may already be gone; the browser forgets the user either way.
  }
}

/** Logs out, says so for 2.5 s (docs/product.md §2) and returns to the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: logout,
    meta: { errorToast: false },
    onSuccess: async () => {
      // Leave guarded pages first, so their guards do not redirect to /login on the way out
      // (router updates are synchronous, see app-router-provider.tsx).
      await navigate('/', { flushSync: true });
      clearSession(queryClient);
      showToast({
        kind: 'success',
        title: t('toasts.logoutSuccess'),
        durationMs: TOAST_DURATION_MS.logout,
      });
    },
  });
}
