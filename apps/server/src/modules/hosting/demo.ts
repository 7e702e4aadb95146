// Demo data of hosting (`npm run demo`): servers of every type (one Down now, others with past
// outages), the PHP module list, sixty websites and CDN virtual hosts in front of a third of them,
// made through the module's services so its rules apply.
import type { ServerInput } from '@backoffice/contract/modules/hosting';
import type { ModuleDemo } from '../../core/module.js';
import { hostingDowntimes } from './schema.js';
import { cdnAction, createCdnVhost } from './services/cdn.js';
import { addPhpModule } from './services/php-modules.js';
import { applyStatus, createServer, findServer } from './services/servers.js';
import { createWebsite } from './services/websites.js';

const servers: Required<ServerInput>[] = [
  ['web-fra-01', 'web', '10.20.0.11', 'Frankfurt'],
  ['web-fra-02', 'web', '10.20.0.12', 'Frankfurt'],
  ['web-ams-01', 'web', '10.30.0.11', 'Amsterdam'],
  ['db-fra-01', 'database', '10.20.1.21', 'Frankfurt'],
  ['mail-fra-01', 'mail', '10.20.2.31', 'Frankfurt'],
  ['ns1', 'dns', '203.0.113.53', 'Frankfurt'],
  ['edge-fra-01', 'cdn', '198.51.100.10', 'Frankfurt'],
  ['edge-nyc-01', 'cdn', '198.51.100.20', 'New York'],
].map(([name, type, address, location]) => {
  const t = type as ServerInput['type'];
  const services: Record<string, { name: string; port: number }[]> = {
    web: [
      { name: 'nginx', port: 443 },
      { name: 'php-fpm', port: 9000 },
      { name: 'redis', port: 6379 },
    ],
    database: [
      { name: 'mariadb', port: 3306 },
      { name: 'redis', port: 6379 },
    ],
    mail: [
      { name: 'postfix', port: 25 },
      { name: 'dovecot', port: 993 },
    ],
    dns: [{ name: 'powerdns', port: 53 }],
    cdn: [
      { name: 'nginx', port: 443 },
      { name: 'varnish', port: 6081 },
    ],
  };
  return {
    name: name!,
    type: t,
    address: address!,
    location: location!,
    services: services[t] ?? [],
    check: { kind: 'none' },
    notes: t === 'web' ? 'Customer websites; PHP 8.1–8.4 pools per site.' : '',
  };
});

const PHP_MODULES = [
  'bcmath',
  'curl',
  'gd',
  'imagick',
  'intl',
  'mbstring',
  'opcache',
  'pdo_mysql',
  'pdo_pgsql',
  'redis',
  'soap',
  'xml',
  'zip',
];
const CLIENTS = [
  'acme-tools',
  'blue-harbor',
  'north-wind',
  'sunrise-bakery',
  'pixel-forge',
  'green-leaf',
  'city-dental',
  'alpine-travel',
  'oak-furniture',
  'river-books',
  'metro-fitness',
  'lumen-photo',
  'harbor-legal',
  'nova-garden',
  'urban-coffee',
  'silver-keys',
  'bright-kids',
  'coastal-yoga',
  'maple-auto',
  'summit-it',
];
const PROFILES: { php: '8.1' | '8.2' | '8.3' | '8.4' | null; modules: string[] }[] = [
  { php: '8.3', modules: ['curl', 'gd', 'intl', 'mbstring', 'opcache', 'pdo_mysql', 'xml', 'zip'] },
  { php: '8.2', modules: ['curl', 'mbstring', 'opcache', 'pdo_mysql'] },
  { php: '8.4', modules: ['intl', 'opcache', 'pdo_pgsql', 'redis'] },
  { php: null, modules: [] },
];
const DAY = 86_400_000;

export const hostingDemo: ModuleDemo = {
  order: 60,
  // Spec §2: editing a server needs users:departments:update (which needs the department list).
  roles: {
    Developer: ['server:server:*', 'vhost:vhost:*', 'users:departments:read', 'users:departments:update'],
  },
  async seed(ctx, { actor }) {
    const made = [];
    for (const s of servers) made.push(await createServer(ctx, s));
    for (const name of PHP_MODULES) await addPhpModule(ctx, name);
    const web = made.filter((s) => s.type === 'web');
    let n = 0;
    for (const client of CLIENTS) {
      for (const [i, host] of ['', 'shop.', 'blog.'].entries()) {
        if (i > 0 && n % 3 === 0) continue;
        const profile = PROFILES[n % PROFILES.length]!;
        const domain = `${host}${client}.example`;
        await createWebsite(ctx, {
          domain,
          aliases: host ? [] : [`www.${client}.example`],
          serverId: web[n % web.length]!.id,
          phpVersion: profile.php,
          phpModules: profile.modules,
        });
        if (n % 3 === 0) {
          const vhost = await createCdnVhost(ctx, {
            domain,
            origin: `${web[Math.floor(n / 3) % web.length]!.name}.example.net`,
            xdn: n % 6 !== 0,
          });
          if (n % 9 === 0) await cdnAction(ctx, vhost.id, 'clear', actor.id);
        }
        n++;
      }
    }
    await createWebsite(ctx, {
      domain: 'bücher-laden.example',
      aliases: [],
      serverId: web[0]!.id,
      phpVersion: '8.3',
      phpModules: ['intl'],
    });
    await createCdnVhost(ctx, {
      domain: 'static.summit-it.example',
      origin: 'storage.summit-it.example:9000',
      xdn: true,
    });

    // History: past outages of each web server, and one mail server down now.
    const now = Date.now();
    for (const [i, server] of web.entries()) {
      for (let k = 0; k < 3; k++) {
        const start = new Date(now - (10 + k * 17 + i * 3) * DAY - (i + 1) * 3_600_000);
        const end = new Date(start.getTime() + (12 + k * 25 + i * 7) * 60_000);
        await ctx.db.insert(hostingDowntimes).values({
          serverId: server.id,
          startedAt: start,
          endedAt: end,
          reason: k === 1 ? 'Check: TCP 10.20.0.11:443: ETIMEDOUT' : 'Planned maintenance: kernel update',
          endReason: 'Check: answered again',
        });
      }
    }
    const mail = made.find((s) => s.type === 'mail')!;
    await ctx.db.transaction(async (tx) => {
      await applyStatus(
        tx,
        await findServer(tx, mail.id),
        'Down',
        `${actor.name}: disk replacement in progress`,
        new Date(now - 2 * 3_600_000),
      );
    });
  },
};
