import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STAKE_IMAGE_NAME } from '@stakelab/core';

/** Largest stake image accepted (docs/product.md §9). */
export const STAKE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type by the file's first bytes: its name and declared type are the client's to
 * choose, so neither is trusted. Anything else (SVG, HTML, executables…) is not an image here.
 */
export function detectImageType(bytes: Buffer): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export class StakeImageError extends Error {}

/** Stake images live in one folder under DATA_DIR, named by the server only. */
export function createStakeImageStore(dataDir: string) {
  const folder = path.join(dataDir, 'stakes');

  /** The file of a stored image name, or null for any name the server could not have made. */
  const fileOf = (name: string) => (STAKE_IMAGE_NAME.test(name) ? path.join(folder, name) : null);

  return {
    folder,
    fileOf,

    /** Checks and stores an upload under a new random name; returns that name. */
    async store(bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw new StakeImageError('The file is empty.');
      if (bytes.length > STAKE_IMAGE_MAX_BYTES)
        throw new StakeImageError('The image is larger than 5 MB.');
      const type = detectImageType(bytes);
      if (!type) throw new StakeImageError('Only PNG, JPEG, WebP and GIF images are accepted.');
      await fs.mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      const file = path.join(folder, name);
      try {
        await fs.writeFile(file, bytes, { flag: 'wx' });
      } catch (err) {
        // A full disk leaves the start of the image behind: no half image stays. ('wx' refused
        // an existing file only when the name was taken: that file is not ours to remove.)
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
          await fs.rm(file, { force: true }).catch(() => undefined);
        throw err;
      }
      return name;
    },

    async exists(name: string): Promise<boolean> {
      const file = fileOf(name);
      if (!file) return false;
      return fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
    },

    async remove(name: string): Promise<void> {
      const file = fileOf(name);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
export type StakeImageStore = ReturnType<typeof createStakeImageStore>;
