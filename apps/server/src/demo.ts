// Demo data for `npm run demo` (never on plain `npm start`): four departments, six roles, sixty
// people with profiles and generated avatars; then each module's own demo data (its `demo` hook, in
// the declared order) made as a demo administrator. Runs once per database.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { storedFilePath } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from './core/auth/passwords.js';
import { randomPassword } from './core/config.js';
import type { AppContext } from './core/context.js';
import { departments, profiles, roleScopes, roles, settings, users } from './core/db/schema.js';
import { storeBytes } from './core/files/service.js';
import { fileUseNamed } from './core/files/uses.js';
import type { DemoContext, ServerModule } from './core/module.js';
import { serverModules } from './modules/index.js';

const SEEDED = 'demo_seeded';

const everyone = [
  'calendar:shifts:read',
  'calendar:events:read',
  'calendar:leave:create',
  'internal-file-manager:files:read',
];

/**
 * Department → roles → how many people hold each. Scope lists are what the job needs, with what those
 * scopes need in turn (their modules' `dependsOn`; demo-roles.test.ts).
 */
export const demoPlan = [
  {
    department: 'Support',
    description: 'First-line help for customers, around the clock',
    roles: [
      {
        name: 'Support agent',
        description: 'Answers chats and tickets',
        people: 20,
        scopes: [...everyone, 'qa:chat:read', 'qa:ticket:read', 'qa:feedback:read', 'bug-report:bugs:read'],
      },
      {
        name: 'Shift leader',
        description: 'Plans shifts and approves leave for the support team',
        people: 4,
        scopes: [
          ...everyone,
          'qa:chat:read',
          'qa:ticket:read',
          'qa:feedback:read',
          'qa:statistic:read',
          'calendar:shifts:create',
          'calendar:events:create',
          'calendar:request:approvers',
          'calendar:employee:update',
          'dossier:user:read',
        ],
      },
    ],
  },
  {
    department: 'Quality',
    description: 'Reviews chats and tickets and coaches the agents',
    roles: [
      {
        name: 'Reviewer',
        description: 'Reviews chats and tickets, raises escalations',
        people: 12,
        scopes: [
          ...everyone,
          'qa:chat:read',
          'qa:chat:review',
          'qa:ticket:read',
          'qa:ticket:review',
          'qa:tag:read',
          'qa:score:type:read',
          'qa:score:grade:read',
          'qa:escalation:read',
          'qa:feedback:read',
          'qa:statistic:read',
          'dossier:comment:read',
          'dossier:comment:create',
        ],
      },
      {
        name: 'QA manager',
        description: 'Runs quality control: settings, queues, dossiers',
        people: 4,
        scopes: [...everyone, 'qa:*', 'dossier:*', 'calendar:request:approvers'],
      },
    ],
  },
  {
    department: 'Development',
    description: 'Builds and runs the hosting platform',
    roles: [
      {
        name: 'Developer',
        description: 'Servers, DNS, certificates, databases and the bug tracker',
        people: 12,
        scopes: [
          ...everyone,
          'server:server:*',
          // Spec §2: editing a server needs users:departments:update (which needs the department list).
          'users:departments:read',
          'users:departments:update',
          'dns:zone:*',
          'ssl:cert:*',
          'ipset:ipset:*',
          'vhost:vhost:*',
          'database:*',
          'system:user:*',
          'bug-report:*',
          'feature-request:*',
          'scrums:*',
          'sms:sms:read',
        ],
      },
    ],
  },
  {
    department: 'Administration',
    description: 'People, permissions and the office',
    roles: [
      {
        name: 'Administrator',
        description: 'Manages users, roles and departments',
        people: 8,
        scopes: [...everyone, 'users:*', 'audit:log:read', 'dns:department', 'calendar:*'],
      },
    ],
  },
];

const names = [
  'Maria Petrova',
  'Georgi Ivanov',
  'Elena Dimitrova',
  'Nikolai Georgiev',
  'Sofia Nikolova',
  'Ivan Todorov',
  'Anna Kowalska',
  'Tomasz Nowak',
  'Lucia Fernández',
  'Mateo García',
  'Chloé Martin',
  'Lucas Bernard',
  'Emma Schmidt',
  'Jonas Müller',
  'Aisha Khan',
  'Omar Haddad',
  'Priya Sharma',
  'Arjun Patel',
  'Mei Chen',
  'Hiroshi Tanaka',
  'Yuki Sato',
  'Min-jun Kim',
  'Seo-yeon Park',
  'Olivia Smith',
  'Liam Johnson',
  'Ava Williams',
  'Noah Brown',
  'Isabella Jones',
  'Ethan Miller',
  'Mia Davis',
  'Lars Nielsen',
  'Ingrid Larsen',
  'Matti Virtanen',
  'Aino Korhonen',
  'Giulia Rossi',
  'Marco Bianchi',
  'Sara Costa',
  'João Silva',
  'Zeynep Yılmaz',
  'Emre Demir',
  'Fatima Benali',
  'Youssef Amrani',
  'Daniela Popescu',
  'Andrei Ionescu',
  'Petra Novák',
  'Jakub Svoboda',
  'Katarina Horvat',
  'Luka Kovačević',
  'Nora O’Brien',
  'Sean Murphy',
  'Grace Wanjiru',
  'David Ochieng',
  'Amara Okafor',
  'Chidi Eze',
  'Valentina Ruiz',
  'Diego Morales',
  'Hanna Berg',
  'Erik Lindqvist',
  'Rania Saleh',
  'Karim Mansour',
];

/** Seeds the demo data once; prints the shared password of the demo accounts that one time. */
export async function seedDemo(ctx: AppContext, modules: readonly ServerModule[] = serverModules): Promise<void> {
  const done = await ctx.db.select().from(settings).where(eq(settings.key, SEEDED));
  const existing = await ctx.db.select().from(departments).where(eq(departments.name, 'Support'));
  if (done.length || existing.length) {
    ctx.log.info('demo data already present: nothing seeded');
    return;
  }
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const people = names.map((fullName) => {
    const [firstName = '', ...rest] = fullName.split(' ');
    const lastName = rest.join(' ');
    const username = `${ascii(firstName)}.${ascii(lastName)}`;
    return { firstName, lastName, name: fullName, username, email: `${username}@example.com` };
  });
  // Files first: the database work below is one transaction, and a file nobody references is harmless.
  const pictures = fileUseNamed('employees.profile-image');
  if (!pictures) throw new Error('The employees module (profile pictures) is not loaded');
  const images = await Promise.all(
    people.map(async (p) =>
      storedFilePath(
        await storeBytes(ctx, pictures, {
          bytes: avatarPng(p.firstName, p.lastName, p.username),
          name: `${p.username}.png`,
          createdBy: null,
        }),
      ),
    ),
  );

  const samples: string[] = [];
  const departmentIds = new Map<string, number>();
  const madeRoles: DemoContext['roles'][number][] = [];
  const madePeople: DemoContext['people'][number][] = [];
  let administratorId: number | undefined;
  await ctx.db.transaction(async (tx) => {
    let next = 0;
    for (const d of demoPlan) {
      const [department] = await tx
        .insert(departments)
        .values({ name: d.department, description: d.description })
        .returning();
      departmentIds.set(d.department, department!.id);
      for (const r of d.roles) {
        const [role] = await tx
          .insert(roles)
          .values({ name: r.name, description: r.description, departmentId: department!.id })
          .returning();
        await tx.insert(roleScopes).values(r.scopes.map((scope) => ({ roleId: role!.id, scope })));
        madeRoles.push({ id: role!.id, name: r.name, scopes: r.scopes });
        for (let i = 0; i < r.people; i++, next++) {
          const person = people[next]!;
          // Two of the administrators hold the flag, so the demo shows both kinds.
          const isAdmin = r.name === 'Administrator' && i < 2;
          const [user] = await tx
            .insert(users)
            .values({
              username: person.username,
              email: person.email,
              name: person.name,
              passwordHash,
              isAdmin,
              roleId: role!.id,
              departmentId: department!.id,
            })
            .returning({ id: users.id });
          if (isAdmin) administratorId ??= user!.id;
          madePeople.push({ id: user!.id, index: next, username: person.username, role: r.name });
          await tx.insert(profiles).values({
            userId: user!.id,
            firstName: person.firstName,
            lastName: person.lastName,
            image: images[next]!,
            enabledDarkTheme: next % 5 === 0,
            showReviewedEscalations: r.name === 'QA manager',
          });
          if (i === 0) samples.push(`${person.username} (${r.name})`);
        }
      }
    }
    await tx.insert(settings).values({ key: SEEDED, value: new Date().toISOString() });
  });

  await seedModules(ctx, modules, administratorId!, {
    departments: departmentIds,
    roles: madeRoles,
    people: madePeople,
  });

  process.stdout.write(
    `\n  Demo data: ${people.length} people in ${demoPlan.length} departments. Every demo account's password is "${password}"\n` +
      `  (shown once). For example: ${samples.join(', ')}.\n\n`,
  );
}

/**
 * Each module's demo data, in the modules' declared order, made through their own services as a
 * short-lived session of a demo administrator, so every rule of the modules applies.
 */
async function seedModules(
  ctx: AppContext,
  modules: readonly ServerModule[],
  administratorId: number,
  made: Omit<DemoContext, 'actor'>,
) {
  const demos = modules.flatMap((m) => (m.demo ? [m.demo] : [])).sort((a, b) => a.order - b.order);
  const { user: actor } = await ctx.sessions.create(administratorId, { userAgent: 'demo seed' });
  try {
    for (const demo of demos) await demo.seed(ctx, { ...made, actor });
  } finally {
    await ctx.sessions.revoke({ sessionId: actor.sessionId });
  }
}

/** "Łukasz" → "lukasz": usernames are plain letters. */
function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

// ---- Avatars: the person's initials on a colour picked from the username, as a small PNG ----
// Letters are strokes (polylines and arcs) drawn with anti-aliasing, so the demo pictures look like
// the avatars people upload rather than a bitmap font.

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
