import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this the saving is smaller than the Content-Encoding and Vary headers it costs. */
const MIN_BYTES = 256;

export interface PrecompressedFile {
  /** Path relative to the directory, with forward slashes. */
  file: string;
  bytes: number;
  /** Size of the .br / .gz sibling, or null when it was not smaller and so not written. */
  brotliBytes: number | null;
  gzipBytes: number | null;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `content` to `target` when it is smaller than the original; its size, else null. */
async function writeIfSmaller(target: string, content: Buffer, original: number) {
  if (content.length >= original) return null;
  await fs.writeFile(target, content);
  return content.length;
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) sibling of every text file
 * under `dir`, so the server sends them as they are instead of compressing on each request
 * (apps/server/src/plugins/spa.ts).
 */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => TEXT_FILE.test(file));
  return Promise.all(
    files.map(async (file): Promise<PrecompressedFile> => {
      const content = await fs.readFile(file);
      const relative = path.relative(dir, file).split(path.sep).join('/');
      if (content.length < MIN_BYTES) {
        return { file: relative, bytes: content.length, brotliBytes: null, gzipBytes: null };
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        file: relative,
        bytes: content.length,
        brotliBytes: await writeIfSmaller(`${file}.br`, br, content.length),
        gzipBytes: await writeIfSmaller(`${file}.gz`, gz, content.length),
      };
    }),
  );
}

/** Vite plugin: precompresses the whole output directory (public files included) after a build. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stakelab:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompressDir(outDir);
        const sum = (pick: (f: PrecompressedFile) => number) =>
          files.reduce((total, f) => total + pick(f), 0);
        const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
        this.info(
          `${files.length} text files, ${kB(sum((f) => f.bytes))}: brotli ${kB(sum((f) => f.brotliBytes ?? f.bytes))}, gzip ${kB(sum((f) => f.gzipBytes ?? f.bytes))}`,
        );
      },
    },
  };
}
