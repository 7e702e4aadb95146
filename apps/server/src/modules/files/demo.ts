// Demo data of the file manager (`npm run demo`): a few folders (public, private, nested), small files made
// here (a PNG drawn in code, a CSV, a text), and grants to a person, a role and a department, all through
// the module's services so their rules apply.
import { deflateSync } from 'node:zlib';
import type { AppContext } from '../../core/context.js';
import type { DemoContext, ModuleDemo } from '../../core/module.js';
import { storeFile } from './services/entries.js';
import { createFolder } from './services/folders.js';
import { grant } from './services/grants.js';

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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG: a diagonal gradient with a band, drawn pixel by pixel. */
export function demoPng(width = 160, height = 100, hue: [number, number, number] = [25, 118, 210]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      const band = Math.abs(y - height / 2) < height / 10 ? 0.6 : 1;
      row[1 + x * 3] = Math.round(hue[0] * band + (255 - hue[0]) * t * 0.5);
      row[2 + x * 3] = Math.round(hue[1] * band + (255 - hue[1]) * t * 0.5);
      row[3 + x * 3] = Math.round(hue[2] * band + (255 - hue[2]) * t * 0.3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PRICES = [
  'plan,monthly_eur,disk_gb,websites',
  'Starter,4.90,10,1',
  'Business,12.90,50,10',
  'Agency,29.90,200,50',
  'Dedicated,99.00,1000,unlimited',
].join('\n');

const HANDBOOK = [
  'Support handbook',
  '',
  '1. Greet the customer by name and restate the problem in one sentence.',
  '2. Check the DNS zone and the SSL certificate before escalating a "site down" ticket.',
  '3. Escalate to the on-call engineer when a server does not answer for 5 minutes.',
].join('\n');

async function seed(ctx: AppContext, { actor, people, roles, departments }: DemoContext): Promise<void> {
  const text = (s: string) => Buffer.from(s, 'utf8');
  const handbook = await createFolder(ctx, actor, { name: 'Company handbook', isPrivate: false });
  const templates = await createFolder(ctx, actor, { name: 'Templates', isPrivate: false });
  const invoices = await createFolder(ctx, actor, { name: 'Invoices', parentId: templates.id, isPrivate: false });
  const management = await createFolder(ctx, actor, { name: 'Management', isPrivate: true });

  await storeFile(ctx, actor, { bytes: text(HANDBOOK), name: 'support-handbook.txt', folderId: handbook.id });
  await storeFile(ctx, actor, { bytes: demoPng(), name: 'office-map.png', folderId: handbook.id });
  await storeFile(ctx, actor, { bytes: text(PRICES), name: 'price-list.csv', folderId: templates.id });
  await storeFile(ctx, actor, {
    bytes: demoPng(120, 80, [46, 125, 50]),
    name: 'invoice-logo.png',
    folderId: invoices.id,
  });
  const plan = await storeFile(ctx, actor, {
    bytes: text('quarter,hires,budget_eur\nQ1,3,45000\nQ2,2,30000\n'),
    name: 'hiring-plan.csv',
    folderId: management.id,
  });
  const salaries = await storeFile(ctx, actor, {
    bytes: text('Salary bands are reviewed every January.\n'),
    name: 'salary-bands.txt',
    isPrivate: true,
  });

  // Shift leaders read the management folder; a support department writes the handbook; one person reads a file.
  const shiftLeaders = roles.find((r) => r.name === 'Shift leader');
  if (shiftLeaders) {
    await grant(
      ctx,
      actor,
      { folderId: management.id },
      { accessType: 'read', grantAccessTo: { type: 'role', id: shiftLeaders.id } },
    );
  }
  const [department] = departments.values();
  if (department !== undefined) {
    await grant(
      ctx,
      actor,
      { folderId: handbook.id },
      { accessType: 'write', grantAccessTo: { type: 'department', id: department } },
    );
  }
  const someone = people[0];
  if (someone) {
    await grant(
      ctx,
      actor,
      { fileId: salaries.id },
      { accessType: 'read', grantAccessTo: { type: 'user', id: someone.id } },
    );
    await grant(
      ctx,
      actor,
      { fileId: plan.id },
      { accessType: 'write', grantAccessTo: { type: 'user', id: someone.id } },
    );
  }
}

export const filesDemo: ModuleDemo = {
  order: 95,
  // The manager is for everyone (spec §2: its screens need no scope); what each file reaches is its rule's.
  roles: {
    everyone: [
      'internal-file-manager:files:read',
      'internal-file-manager:files:create',
      'internal-file-manager:files:update',
      'internal-file-manager:files:delete',
      'internal-file-manager:files:share',
    ],
  },
  seed,
};
