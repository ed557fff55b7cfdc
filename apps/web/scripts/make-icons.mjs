/**
 * Draws the installable app's PNG icons (public/icons) from the favicon's design: the pine
 * square with a white rising trend arrow. Node built-ins only (zlib for the PNG's IDAT), so it
 * needs no image library. The output is committed; run again only when the design changes:
 *   node apps/web/scripts/make-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const OUT_DIR = fileURLToPath(new URL('../public/icons/', import.meta.url));
const PINE = [0x0b, 0x76, 0x54];
const WHITE = [0xff, 0xff, 0xff];
/** The favicon's strokes in its 32-unit viewBox (public/favicon.svg). */
const STROKES = [
  [7, 21.5, 13, 15.5],
  [13, 15.5, 17.5, 20],
  [17.5, 20, 25, 12.5],
  [20, 12.5, 25, 12.5],
  [25, 12.5, 25, 17.5],
];
const STROKE_WIDTH = 2.75;
const CORNER = 8;

function distanceToSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** Outside the rounded square: how far, in viewBox units (negative inside). */
function outsideRoundedSquare(x, y) {
  const qx = Math.max(Math.abs(x - 16) - (16 - CORNER), 0);
  const qy = Math.max(Math.abs(y - 16) - (16 - CORNER), 0);
  return Math.hypot(qx, qy) - CORNER;
}

const clamp01 = (v) => Math.max(0, Math.min(1, v));

/**
 * RGBA pixels. `maskable`: the background fills the whole square (the platform cuts its own
 * shape) and the arrow shrinks into the safe zone, the central circle of 80% diameter.
 */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 32 / size;
  const artScale = maskable ? 0.7 : 1;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const x = (col + 0.5) * unit;
      const y = (row + 0.5) * unit;
      const alpha = maskable ? 1 : clamp01(0.5 - outsideRoundedSquare(x, y) / unit);
      const ax = 16 + (x - 16) / artScale;
      const ay = 16 + (y - 16) / artScale;
      const nearest = Math.min(...STROKES.map((s) => distanceToSegment(ax, ay, s)));
      const ink = clamp01(0.5 - ((nearest - STROKE_WIDTH / 2) * artScale) / unit);
      const at = (row * size + col) * 4;
      for (let c = 0; c < 3; c += 1) {
        pixels[at + c] = Math.round(PINE[c] * (1 - ink) + WHITE[c] * ink);
      }
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  fs.writeFileSync(path.join(OUT_DIR, name), png(size, draw(size, maskable)));
}
