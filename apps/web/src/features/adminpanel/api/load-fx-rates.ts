import { fxRatesUploadResponseSchema } from '@stakelab/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/fx-rates: the ECB's reference-rates CSV, as its text. */
export function useLoadFxRates() {
  return useMutation({
    mutationFn: (data: string) =>
      apiRequest('/api/admin/fx-rates', {
        method: 'POST',
        body: { data },
        schema: fxRatesUploadResponseSchema,
      }),
  });
}
