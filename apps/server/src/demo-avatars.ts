// Demo avatars: the person's initials on a colour picked from the username, as a small PNG.
// Letters are strokes (polylines and arcs) drawn with anti-aliasing, so the demo pictures look like
// the avatars people upload rather than a bitmap font.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** "Łukasz" → "lukasz": usernames are plain letters. */
export function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

const AVATAR_SIZE = 128;
const AVATAR_COLORS = [
  '#c2255c',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#d9480f',
  '#c92a2a',
];

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Points of an elliptic arc; angles in degrees, 0 = right, 90 = down (y grows downwards). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

/** A polyline from x, y pairs: `line(0, 1, 0.36, 0)` goes from (0, 1) to (0.36, 0). */
function line(...xy: number[]): Point[] {
  return Array.from({ length: xy.length / 2 }, (_, i) => [xy[2 * i]!, xy[2 * i + 1]!] as const);
}

const O: Stroke = arc(0.4, 0.5, 0.4, 0.5, 0, 360);
const P: Stroke = [...line(0, 1, 0, 0, 0.36, 0), ...arc(0.36, 0.26, 0.26, 0.26, -90, 90), [0, 0.52]];

/** Capital letters in a box one unit high; each is a list of strokes. */
const LETTERS: Record<string, readonly Stroke[]> = {
  A: [line(0, 1, 0.36, 0, 0.72, 1), line(0.13, 0.64, 0.59, 0.64)],
  B: [
    line(0, 0, 0, 1),
    [...line(0, 0, 0.36, 0), ...arc(0.36, 0.24, 0.24, 0.24, -90, 90), [0, 0.48]],
    [...line(0, 0.48, 0.4, 0.48), ...arc(0.4, 0.74, 0.26, 0.26, -90, 90), [0, 1]],
  ],
  C: [arc(0.4, 0.5, 0.4, 0.5, -45, -315)],
  D: [[...line(0, 0, 0, 1, 0.26, 1), ...arc(0.26, 0.5, 0.4, 0.5, 90, -90), [0, 0]]],
  E: [line(0.6, 0, 0, 0, 0, 1, 0.6, 1), line(0, 0.5, 0.5, 0.5)],
  F: [line(0.6, 0, 0, 0, 0, 1), line(0, 0.5, 0.5, 0.5)],
  G: [[...arc(0.4, 0.5, 0.4, 0.5, -45, -360), [0.45, 0.5]]],
  H: [line(0, 0, 0, 1), line(0.64, 0, 0.64, 1), line(0, 0.5, 0.64, 0.5)],
  I: [line(0, 0, 0, 1)],
  J: [[...line(0.5, 0, 0.5, 0.7), ...arc(0.26, 0.7, 0.24, 0.3, 0, 180)]],
  K: [line(0, 0, 0, 1), line(0.6, 0, 0, 0.6), line(0.2, 0.42, 0.62, 1)],
  L: [line(0, 0, 0, 1, 0.56, 1)],
  M: [line(0, 1, 0, 0, 0.4, 0.62, 0.8, 0, 0.8, 1)],
  N: [line(0, 1, 0, 0, 0.66, 1, 0.66, 0)],
  O: [O],
  P: [P],
  Q: [O, line(0.5, 0.72, 0.82, 1.02)],
  R: [P, line(0.32, 0.52, 0.64, 1)],
  S: [[...arc(0.34, 0.25, 0.3, 0.25, -20, -270), ...arc(0.34, 0.75, 0.3, 0.25, -90, 160)]],
  T: [line(0, 0, 0.66, 0), line(0.33, 0, 0.33, 1)],
  U: [[...line(0, 0, 0, 0.64), ...arc(0.33, 0.64, 0.33, 0.36, 180, 0), [0.66, 0]]],
  V: [line(0, 0, 0.36, 1, 0.72, 0)],
  W: [line(0, 0, 0.22, 1, 0.46, 0.3, 0.7, 1, 0.92, 0)],
  X: [line(0, 0, 0.64, 1), line(0.64, 0, 0, 1)],
  Y: [line(0, 0, 0.33, 0.5, 0.66, 0), line(0.33, 0.5, 0.33, 1)],
  Z: [line(0, 0, 0.64, 0, 0, 1, 0.64, 1)],
};

/** Squared distance from (px, py) to the segment a–b. */
function distanceSquared(px: number, py: number, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / length)) : 0;
  const x = a[0] + t * dx - px;
  const y = a[1] + t * dy - py;
  return x * x + y * y;
}

export function avatarPng(firstName: string, lastName: string, seed: string): Buffer {
  const initials = [firstName, lastName].map((n) => ascii(n).charAt(0).toUpperCase() || 'X');
  const color = AVATAR_COLORS[createHash('sha256').update(seed).digest()[0]! % AVATAR_COLORS.length]!;
  const base = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));

  // Lay the letters out in pixels: 40 px high, centred, a 0.28-em gap between them.
  const height = AVATAR_SIZE * 0.32;
  const halfStroke = height * 0.075;
  const widthOf = (letter: string) => Math.max(...(LETTERS[letter] ?? []).flat().map((p) => p[0]), 0);
  const total = initials.reduce((sum, l) => sum + widthOf(l), 0) + 0.28 * (initials.length - 1);
  let x = (AVATAR_SIZE - total * height) / 2;
  const top = (AVATAR_SIZE - height) / 2;
  const segments: [Point, Point][] = [];
  for (const letter of initials) {
    for (const stroke of LETTERS[letter] ?? []) {
      const points = stroke.map(([px, py]) => [x + px * height, top + py * height] as const);
      for (let i = 1; i < points.length; i++) segments.push([points[i - 1]!, points[i]!]);
    }
    x += (widthOf(letter) + 0.28) * height;
  }

  const limit = halfStroke * halfStroke;
  const sub = 4; // 4×4 samples a pixel for smooth edges
  const rows: Buffer[] = [];
  for (let y = 0; y < AVATAR_SIZE; y++) {
    const row = Buffer.alloc(1 + AVATAR_SIZE * 3); // filter byte 0, then RGB
    for (let px = 0; px < AVATAR_SIZE; px++) {
      // A soft diagonal light on the background.
      const light = 1.12 - (0.24 * (px + y)) / (2 * AVATAR_SIZE);
      const background = base.map((c) => Math.min(255, c * light));
      let ink = 0;
      const near = segments.filter(
        ([a, b]) =>
          px + 1 + halfStroke >= Math.min(a[0], b[0]) &&
          px - halfStroke <= Math.max(a[0], b[0]) &&
          y + 1 + halfStroke >= Math.min(a[1], b[1]) &&
          y - halfStroke <= Math.max(a[1], b[1]),
      );
      if (near.length) {
        for (let sy = 0; sy < sub; sy++) {
          for (let sx = 0; sx < sub; sx++) {
            const cx = px + (sx + 0.5) / sub;
            const cy = y + (sy + 0.5) / sub;
            if (near.some(([a, b]) => distanceSquared(cx, cy, a, b) <= limit)) ink++;
          }
        }
      }
      const alpha = ink / (sub * sub);
      row.set(
        background.map((c) => Math.round(c + (255 - c) * alpha)),
        1 + px * 3,
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(AVATAR_SIZE, 0);
  header.writeUInt32BE(AVATAR_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
