// `npm run bench:hosting`: websites (origin vhosts) and CDN virtual hosts at a million rows each,
// against a ceiling doing the same work. Seeds BENCH_ROWS (default 1,000,000) websites on 200 servers
// and as many CDN virtual hosts into a fresh database (the embedded one; PostgreSQL too when
// DATABASE_URL is set), then measures with autocannon on loopback:
//   (1) the origin list, page 1 by domain (GET /api/origin-vhost/vhosts);
//   (2) a search of the domain (GET /api/origin-vhost/vhosts?search=…), a substring match;
//   (3) one server's websites, page 1 (GET /api/websites?server=…);
//   (4) the edges' sync, a batch of 100 from the middle (GET /api/vhost-management/vhost/batch?offset=500000&limit=100);
// (a) a bare Fastify route running the same SQL on the bare pool (the same capped count remembered
// for 10 s, the same shaping), against (b) our whole stack with a bearer token. Prints the ratios.
import { domainToUnicode } from 'node:url';
import Fastify from 'fastify';
import type pg from 'pg';
import { cappedTotal, rememberedCount } from '../apps/server/src/core/db/lists.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVERS = 200;

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', 1, ['vhost:vhost:read', 'server:server:read']);
  await pool.query(
    `INSERT INTO hosting_servers (name, type, address, "check", website_count)
     SELECT 'web-' || lpad(g::text, 3, '0'), 'web', '10.0.' || (g / 250) || '.' || (g % 250), '{"kind":"none"}', 0
       FROM generate_series(1, ${SERVERS}) g`,
  );
  await pool.query(
    `INSERT INTO hosting_websites (domain, aliases, server_id, php_version, php_modules)
     SELECT 'site-' || g || '.client-' || (g % 997) || '.example', ARRAY['www.site-' || g || '.client-' || (g % 997) || '.example'],
            (SELECT min(id) FROM hosting_servers) + (g % ${SERVERS}), '8.3', ARRAY['intl', 'opcache']
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await pool.query(
    `UPDATE hosting_servers s SET website_count = c.n FROM (SELECT server_id, count(*)::int AS n FROM hosting_websites GROUP BY server_id) c
      WHERE c.server_id = s.id`,
  );
  await pool.query(
    `INSERT INTO hosting_cdn_vhosts (domain, origin, xdn)
     SELECT 'site-' || g || '.client-' || (g % 997) || '.example', 'web-' || lpad((g % ${SERVERS} + 1)::text, 3, '0') || '.example.net', g % 7 <> 0
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

const WEBSITE = `SELECT w.id, w.domain, w.aliases, w.php_version, w.php_modules, w.created_at, w.updated_at,
    s.id AS server_id, s.name AS server_name, s.status AS server_status,
    EXISTS (SELECT 1 FROM hosting_cdn_vhosts c WHERE c.domain = w.domain) AS cdn
  FROM hosting_websites w JOIN hosting_servers s ON s.id = w.server_id`;

interface WebsiteRow {
  id: number;
  domain: string;
  aliases: string[];
  php_version: string | null;
  php_modules: string[];
  created_at: Date;
  updated_at: Date;
  server_id: number;
  server_name: string;
  server_status: string;
  cdn: boolean;
}

const website = (r: WebsiteRow) => ({
  id: r.id,
  domain: r.domain,
  displayDomain: domainToUnicode(r.domain) || r.domain,
  aliases: r.aliases,
  server: { id: r.server_id, name: r.server_name, status: r.server_status },
  documentRoot: `/var/www/${r.domain}/public`,
  phpVersion: r.php_version,
  phpModules: r.php_modules,
  cdn: r.cdn,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

function ceiling(pool: pg.Pool) {
  const bare = Fastify({ logger: false });
  const countOwner = {};
  const count = (key: string, where: string, params: unknown[]) =>
    rememberedCount(countOwner, key, async () => {
      const { rows } = await pool.query(
        `SELECT count(*) AS n FROM (SELECT 1 FROM hosting_websites w ${where} LIMIT 10001) capped`,
        params,
      );
      return Number(rows[0].n);
    });
  const page = async (key: string, where: string, params: unknown[]) => {
    const [rows, counted] = await Promise.all([
      // LIMIT as a parameter, as drizzle sends it (the extended protocol costs more on PGlite).
      pool.query<WebsiteRow>(`${WEBSITE} ${where} ORDER BY w.domain LIMIT $${params.length + 1}`, [...params, 25]),
      count(key, where, params),
    ]);
    return { items: rows.rows.map(website), ...cappedTotal(counted), page: 1, take: 25 };
  };
  bare.get('/origin', () => page('all', '', []));
  bare.get('/search', () => page('search', `WHERE w.domain ILIKE $1`, ['%site-4242.%']));
  bare.get('/server/:id', (request) =>
    page('server', 'WHERE w.server_id = $1', [Number((request.params as { id: string }).id)]),
  );
  bare.get('/batch', async () => {
    const { rows } = await pool.query(
      `SELECT id, domain, origin, xdn, last_cleared_at, created_at,
              (SELECT w.id FROM hosting_websites w WHERE w.domain = hosting_cdn_vhosts.domain) AS website_id
         FROM hosting_cdn_vhosts JOIN (SELECT id FROM hosting_cdn_vhosts ORDER BY id LIMIT 100 OFFSET 500000) page USING (id)
        ORDER BY id`,
    );
    return rows.map((r) => ({
      id: r.id,
      domain: r.domain,
      displayDomain: domainToUnicode(r.domain) || r.domain,
      origin: r.origin,
      websiteId: r.website_id,
      xdn: r.xdn,
      lastClearedAt: r.last_cleared_at?.toISOString() ?? null,
      createdAt: r.created_at.toISOString(),
    }));
  });
  return bare;
}

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool),
  count: { sql: 'SELECT count(*)::int AS n FROM hosting_websites', noun: 'websites (and as many CDN virtual hosts)' },
  cases: async (pool) => {
    const server = (await pool.query('SELECT min(id) AS id FROM hosting_servers')).rows[0].id;
    return [
      ['origin list, page 1', '/api/origin-vhost/vhosts?page=1', '/origin'],
      ['search "site-4242."', '/api/origin-vhost/vhosts?search=site-4242.', '/search'],
      ['one server’s websites, page 1', `/api/websites?server=${server}&page=1`, `/server/${server}`],
      ['CDN batch of 100 at offset 500,000', '/api/vhost-management/vhost/batch?offset=500000&limit=100', '/batch'],
    ];
  },
  seconds: SECONDS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);
