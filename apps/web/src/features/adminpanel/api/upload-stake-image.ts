import { stakeImageResponseSchema } from '@stakelab/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/history/upload-stake-image (admins): one image as multipart. Returns the stored
 * name, which the insert sends as image_path (docs/product.md §7: only its last path
 * segment is kept).
 */
export async function uploadStakeImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { path } = await apiRequest('/api/history/upload-stake-image', {
    method: 'POST',
    body: form,
    schema: stakeImageResponseSchema,
    signal,
  });
  return path.split('/').pop() ?? path;
}
