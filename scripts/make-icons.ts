// Draws the app icons (public/icons/*.png) from the same shapes as public/favicon.svg, with Node built-ins
// only (zlib deflate + crc32). Run `node scripts/make-icons.ts` after changing the logo; commit the PNGs.
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
const GREEN: Rgb = [0x22, 0xc5, 0x5e];
const INK: Rgb = [0x05, 0x2e, 0x16];
const SAMPLES = 4; // per axis, for anti-aliased edges

// The logo in a 32×32 design space (see favicon.svg): lines of text and a pencil tip.
const STROKES: Array<[number, number, number, number]> = [
  [10, 9, 22, 9],
  [10, 14, 22, 14],
  [10, 19, 17, 19],
];
const STROKE_RADIUS = 1.25;
const PENCIL: Array<[number, number]> = [
  [19, 24],
  [25, 18],
  [27, 20],
  [21, 26],
  [19, 26],
];

function distanceToSegment(x: number, y: number, [x1, y1, x2, y2]: [number, number, number, number]): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function insidePolygon(x: number, y: number, points: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && Math.hypot(x - cx, y - cy) <= radius;
}

/** Colour (RGBA) of one design-space point; null when transparent. */
function colourAt(x: number, y: number, maskable: boolean): Rgb | null {
  if (STROKES.some((line) => distanceToSegment(x, y, line) <= STROKE_RADIUS) || insidePolygon(x, y, PENCIL)) return INK;
  if (maskable || insideRoundedSquare(x, y, 7)) return GREEN;
  return null;
}

function render(size: number, maskable: boolean): Buffer {
  // A maskable icon keeps the mark inside the central safe zone (80 %) on a full-bleed background.
  const scale = maskable ? 0.7 : 1;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (((px + (sx + 0.5) / SAMPLES) / size) * 32 - 16) / scale + 16;
          const y = (((py + (sy + 0.5) / SAMPLES) / size) * 32 - 16) / scale + 16;
          const colour = colourAt(x, y, maskable);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = 1 + px * 4;
      if (a > 0) {
        row[offset] = Math.round(r / a);
        row[offset + 1] = Math.round(g / a);
        row[offset + 2] = Math.round(b / a);
      }
      row[offset + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, maskable: boolean): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(render(size, maskable), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const OUT = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', OUT), png(192, false));
writeFileSync(new URL('icon-512.png', OUT), png(512, false));
writeFileSync(new URL('icon-maskable-512.png', OUT), png(512, true));
console.log('wrote public/icons/icon-192.png, icon-512.png, icon-maskable-512.png');
