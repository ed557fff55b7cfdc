import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { serverMessage } from './server-messages';
import { showToast } from './toast';

/** What a mutation says when it fails; `false` when the caller shows the error itself. */
export type ErrorToastMeta =
  | false
  | {
      titleKey: ParseKeys;
      messageKey: ParseKeys;
      /** Show the server's message instead of `messageKey` when the server sent one. */
      preferServerMessage?: boolean;
      /** What to say when the server could not be reached (default `messageKey`). */
      networkMessageKey?: ParseKeys;
    };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToastMeta };
    /** `keepOnLogout`: public data (config, the session itself) survives a logout. */
    queryMeta: { keepOnLogout?: boolean };
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** The one place failed mutations turn into an error toast (3 s, one toast at a time). */
function toastMutationError(error: unknown, meta: ErrorToastMeta | undefined): void {
  if (meta === false) return;
  const toast = meta ?? {
    titleKey: 'errors.genericTitle',
    messageKey: 'errors.genericMessage',
    preferServerMessage: true,
  };
  const fromServer = toast.preferServerMessage ? serverMessage(error) : undefined;
  const fallbackKey =
    isNetworkError(error) && toast.networkMessageKey ? toast.networkMessageKey : toast.messageKey;
  showToast({
    kind: 'error',
    title: i18n.t(toast.titleKey),
    message: fromServer ?? i18n.t(fallbackKey),
  });
}

/** 4xx answers do not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        toastMutationError(error, mutation.meta?.errorToast);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
