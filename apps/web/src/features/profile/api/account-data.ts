import {
  dataExportStatusSchema,
  type DeleteAccountRequest,
  messageResponseSchema,
  startDataExportResponseSchema,
} from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const DATA_EXPORT_KEY = ['account', 'data-export'] as const;

/** How often the profile asks whether the zip is ready, while it is being built. */
export const DATA_EXPORT_POLL_MS = 2000;

const failed = {
  errorToast: {
    titleKey: 'profile.security.failed',
    messageKey: 'profile.security.tryLater',
    networkMessageKey: 'toasts.networkError',
    preferServerMessage: true,
  },
} as const;

/**
 * The one-time link is answered once, by the POST; the tab keeps it (sessionStorage) so a
 * reload still finds it, and forgets it once used.
 */
const linkKey = (id: number) => `stakelab.dataExport.${id}`;
export const dataExportLink = {
  get: (id: number) => sessionStorage.getItem(linkKey(id)),
  set: (id: number, url: string) => sessionStorage.setItem(linkKey(id), url),
  forget: (id: number) => sessionStorage.removeItem(linkKey(id)),
};

export function useDataExportStatus() {
  return useQuery({
    queryKey: DATA_EXPORT_KEY,
    queryFn: () => apiRequest('/api/account/export', { schema: dataExportStatusSchema }),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'pending' ? DATA_EXPORT_POLL_MS : false,
  });
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/account/export', {
        method: 'POST',
        schema: startDataExportResponseSchema,
      }),
    meta: failed,
    onSuccess: (answer) => {
      dataExportLink.set(answer.export.id, answer.download_url);
      return queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) =>
      apiRequest('/api/account/delete', {
        method: 'POST',
        body: request,
        schema: messageResponseSchema,
      }),
    meta: failed,
  });
}
