import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-messages';
import { uploadStakeImage } from '../api/upload-stake-image';

/** What the image input offers (the server checks the bytes again). */
export const STAKE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const ACCEPTED_TYPES = new Set(STAKE_IMAGE_ACCEPT.split(','));
/** The server's limit (5 MB), checked here too so a big file fails before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024;

export type StakeImageUpload =
  | { status: 'empty' }
  | { status: 'uploading'; file: File; previewUrl: string }
  | { status: 'uploaded'; file: File; previewUrl: string; path: string }
  | { status: 'failed'; file: File; previewUrl: string; message: string };

const EMPTY: StakeImageUpload = { status: 'empty' };

/**
 * The admin form's image (docs/product.md §5, §8): uploaded as soon as it is chosen, with a local
 * preview. A failed upload leaves no stored name (image_path cleared) and says why; choosing
 * another image cancels an upload still running, so a late answer never overwrites a newer choice.
 */
export function useStakeImageUpload() {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<StakeImageUpload>(EMPTY);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);

  useEffect(() => release, [release]);

  const choose = useCallback(
    async (file: File | null) => {
      release();
      if (!file) {
        setUpload(EMPTY);
        return;
      }
      const preview = URL.createObjectURL(file);
      previewUrl.current = preview;
      const fail = (message: string) =>
        setUpload({ status: 'failed', file, previewUrl: preview, message });

      if (!ACCEPTED_TYPES.has(file.type)) return fail(t('adminPanel.image.notAnImage'));
      if (file.size > MAX_BYTES) return fail(t('adminPanel.image.tooLarge'));

      const mine = new AbortController();
      controller.current = mine;
      setUpload({ status: 'uploading', file, previewUrl: preview });
      try {
        const path = await uploadStakeImage(file, mine.signal);
        if (controller.current !== mine) return;
        setUpload({ status: 'uploaded', file, previewUrl: preview, path });
      } catch (error) {
        if (controller.current !== mine) return;
        const isNetwork = error instanceof ApiError && error.isNetworkError;
        fail(
          serverMessage(error) ??
            (isNetwork ? t('toasts.networkError') : t('adminPanel.image.uploadFailed')),
        );
      } finally {
        if (controller.current === mine) controller.current = null;
      }
    },
    [release, t],
  );

  const reset = useCallback(() => {
    release();
    setUpload(EMPTY);
  }, [release]);

  return { upload, choose, reset };
}
