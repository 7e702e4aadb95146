// Demo data for `npm run demo` (never on plain `npm start`): four departments, six roles, sixty
// people with profiles and generated avatars, and some notifications. Runs once per database.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { publicFilePath } from '@backoffice/contract/modules/files';
import { eq } from 'drizzle-orm';
import { hashPassword } from './core/auth/passwords.js';
import { randomPassword } from './core/config.js';
import type { AppContext } from './core/context.js';
import { departments, profiles, roleScopes, roles, settings, users } from './core/db/schema.js';
import { saveFile } from './core/files.js';
import { assertKnownScopes, syncScopes } from './modules/administration/scopes.service.js';
import { notifications } from './modules/employees/schema.js';

const SEEDED = 'demo_seeded';

const everyone = [
  'calendar:shifts:read',
  'calendar:events:read',
  'calendar:leave:create',
  'internal-file-manager:files:read',
];

/** Department → roles → how many people hold each. Scope lists are what the job needs. */
const plan = [
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

const notificationTemplates = [
  { level: 'info', title: 'Shift plan published', body: 'Next week’s shifts are in the calendar.' },
  { level: 'success', title: 'Leave approved', body: 'Your leave request for Friday was approved.' },
  { level: 'warning', title: 'Escalation waiting', body: 'A chat escalation has waited for more than 2 hours.' },
  { level: 'info', title: 'New feedback', body: 'A reviewer left feedback on one of your chats.' },
  {
    level: 'error',
    title: 'Certificate renewal failed',
    body: 'Renewal for shop.example.net failed; please check DNS.',
  },
  { level: 'success', title: 'Review finished', body: 'Your weekly chat review is complete: 94%.' },
] as const;

/** Seeds the demo data once; prints the shared password of the demo accounts that one time. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const done = await ctx.db.select().from(settings).where(eq(settings.key, SEEDED));
  const existing = await ctx.db.select().from(departments).where(eq(departments.name, 'Support'));
  if (done.length || existing.length) {
    ctx.log.info('demo data already present: nothing seeded');
    return;
  }
  for (const d of plan) for (const r of d.roles) assertKnownScopes(r.scopes, `demo role ${r.name}`);
  await syncScopes(ctx);

  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const people = names.map((fullName) => {
    const [firstName = '', ...rest] = fullName.split(' ');
    const lastName = rest.join(' ');
    const username = `${ascii(firstName)}.${ascii(lastName)}`;
    return { firstName, lastName, name: fullName, username, email: `${username}@example.com` };
  });
  // Files first: the database work below is one transaction, and a file nobody references is harmless.
  const images = await Promise.all(
    people.map(async (p) =>
      publicFilePath(
        await saveFile(ctx.config.dataDir, 'public', avatarPng(p.firstName, p.lastName, p.username), 'png'),
      ),
    ),
  );

  const samples: string[] = [];
  await ctx.db.transaction(async (tx) => {
    let next = 0;
    for (const d of plan) {
      const [department] = await tx
        .insert(departments)
        .values({ name: d.department, description: d.description })
        .returning();
      for (const r of d.roles) {
        const [role] = await tx
          .insert(roles)
          .values({ name: r.name, description: r.description, departmentId: department!.id })
          .returning();
        await tx.insert(roleScopes).values(r.scopes.map((scope) => ({ roleId: role!.id, scope })));
        for (let i = 0; i < r.people; i++, next++) {
          const person = people[next]!;
          const [user] = await tx
            .insert(users)
            .values({
              username: person.username,
              email: person.email,
              name: person.name,
              passwordHash,
              // Two of the administrators hold the flag, so the demo shows both kinds.
              isAdmin: r.name === 'Administrator' && i < 2,
              roleId: role!.id,
              departmentId: department!.id,
            })
            .returning({ id: users.id });
          await tx.insert(profiles).values({
            userId: user!.id,
            firstName: person.firstName,
            lastName: person.lastName,
            image: images[next]!,
            enabledDarkTheme: next % 5 === 0,
            showReviewedEscalations: r.name === 'QA manager',
          });
          if (next % 3 === 0) {
            const count = 1 + (next % 4);
            await tx.insert(notifications).values(
              Array.from({ length: count }, (_, k) => {
                const template = notificationTemplates[(next + k) % notificationTemplates.length]!;
                const createdAt = new Date(Date.now() - ((next * 7 + k * 29) % 336) * 3_600_000);
                return { userId: user!.id, ...template, createdAt, readAt: k > 0 ? createdAt : null };
              }),
            );
          }
          if (i === 0) samples.push(`${person.username} (${r.name})`);
        }
      }
    }
    await tx.insert(settings).values({ key: SEEDED, value: new Date().toISOString() });
  });

  process.stdout.write(
    `\n  Demo data: ${people.length} people in ${plan.length} departments. Every demo account's password is "${password}"\n` +
      `  (shown once). For example: ${samples.join(', ')}.\n\n`,
  );
}

/** "Łukasz" → "lukasz": usernames are plain letters. */
function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

// ---- Avatars: the person's initials on a colour picked from the username, as a small PNG ----

const AVATAR_SIZE = 96;
const AVATAR_COLORS = [
  '#c2255c',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#e8590c',
  '#c92a2a',
];

/** A 5×7 bitmap font for the initials (rows top to bottom, `1` = ink). */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
};

export function avatarPng(firstName: string, lastName: string, seed: string): Buffer {
  const initials = [firstName, lastName].map((n) => ascii(n).charAt(0).toUpperCase() || 'X');
  const color = AVATAR_COLORS[createHash('sha256').update(seed).digest()[0]! % AVATAR_COLORS.length]!;
  const background = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  const scale = 5;
  const gap = 5;
  const textWidth = initials.length * 5 * scale + (initials.length - 1) * gap;
  const left = Math.floor((AVATAR_SIZE - textWidth) / 2);
  const top = Math.floor((AVATAR_SIZE - 7 * scale) / 2);
  const rows: Buffer[] = [];
  for (let y = 0; y < AVATAR_SIZE; y++) {
    const row = Buffer.alloc(1 + AVATAR_SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < AVATAR_SIZE; x++) {
      const ink = initials.some((letter, n) => {
        const gx = Math.floor((x - left - n * (5 * scale + gap)) / scale);
        const gy = Math.floor((y - top) / scale);
        if (gx < 0 || gx > 4 || gy < 0 || gy > 6) return false;
        return GLYPHS[letter]?.split(' ')[gy]?.[gx] === '1';
      });
      row.set(ink ? [255, 255, 255] : background, 1 + x * 3);
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
