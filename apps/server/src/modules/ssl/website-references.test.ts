// A website's deletion and what it does to its certificates, in one transaction (core/references.ts):
// the certificates made for it stay, naming no website, as soon as the deletion answers; when SSL's
// side fails the website is not deleted either; and with two instances sharing the database and the
// bus, the certificates are changed once, by the instance that deletes (no bus listener on each).
import * as hosting from '@backoffice/contract/modules/hosting';
import * as ssl from '@backoffice/contract/modules/ssl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { testRedisUrl } from '../../test/sockets.js';

let one: TestApp;
let two: TestApp;
let keeper: TestUser;
let serverId: number;

beforeAll(async () => {
  one = await createTestApp({ config: { redisUrl: testRedisUrl } });
  two = await createTestApp({ database: one.database, config: { redisUrl: testRedisUrl } });
  keeper = await one.createUser({
    scopes: [
      'ssl:cert:read',
      'ssl:cert:create',
      'vhost:vhost:read',
      'vhost:vhost:create',
      'vhost:vhost:delete',
      'server:server:create',
    ],
  });
  serverId = (
    await one.callOk(keeper, hosting.createServer, { body: { name: 'web-refs', type: 'web', address: '10.0.0.9' } })
  ).id;
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** A website and two self-signed certificates made for it (one also naming another name). */
async function websiteWithCertificates(domain: string) {
  const website = await one.callOk(keeper, hosting.createOriginVhost, {
    body: { domain, serverId, phpVersion: null },
  });
  const certificates = [];
  for (const altNames of [[], [`www.${domain}`]]) {
    certificates.push(
      await one.callOk(keeper, ssl.createSelfSignedCertificate, { body: { altNames, websiteId: website.id } }),
    );
  }
  return { website, certificates };
}

const websiteOf = async (app: TestApp, id: number) =>
  (await app.callOk(keeper, ssl.getCertificate, { params: { id } })).website;

/** A trigger on ssl_certificates running `body` (PL/pgSQL) for the length of `work`. */
async function withTrigger(
  name: string,
  on: { when: string; each: 'ROW' | 'STATEMENT' },
  body: string,
  work: () => Promise<void>,
) {
  await one.database.pool.query(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} END $$;
    CREATE TRIGGER ${name} ${on.when} ON ssl_certificates FOR EACH ${on.each} EXECUTE FUNCTION ${name}();`);
  try {
    await work();
  } finally {
    await one.database.pool.query(`DROP TRIGGER ${name} ON ssl_certificates; DROP FUNCTION ${name}();`);
  }
}

describe("a website's deletion and its certificates", () => {
  it('leaves the certificates made for it naming no website as soon as it answers, on every instance', async () => {
    const { website, certificates } = await websiteWithCertificates('refs-one.example');
    expect(await websiteOf(two, certificates[0]!.id)).toEqual({ id: website.id, domain: 'refs-one.example' });

    await one.callOk(keeper, hosting.deleteOriginVhost, { params: { id: website.id } });
    for (const c of certificates) {
      expect(await websiteOf(one, c.id)).toBeNull();
      expect(await websiteOf(two, c.id)).toBeNull();
    }
    // Kept, as before: only the website is forgotten.
    const listed = await two.callOk(keeper, ssl.listCertificates, { body: { search: 'refs-one.example' } });
    expect(listed.items.map((c) => c.id).sort()).toEqual(certificates.map((c) => c.id).sort());
  });

  it('is not kept when the certificates cannot be changed: the website is still there, they still name it', async () => {
    const { website, certificates } = await websiteWithCertificates('refs-two.example');
    await withTrigger(
      'ssl_test_refuse',
      { when: 'BEFORE UPDATE', each: 'ROW' },
      "RAISE EXCEPTION 'certificates may not change now';",
      async () => {
        const res = await one.call(keeper, hosting.deleteOriginVhost, { params: { id: website.id } });
        expect(res.statusCode).toBe(500);
      },
    );
    expect((await one.call(keeper, hosting.getWebsite, { params: { id: website.id } })).statusCode).toBe(200);
    for (const c of certificates) expect((await websiteOf(two, c.id))?.id).toBe(website.id);
    // Nothing was recorded as deleted either.
    const { rows } = await one.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'hosting.website' AND entity_id = $1 AND method = 'DELETE'`,
      [String(website.id)],
    );
    expect(rows[0].n).toBe(0);

    await one.callOk(keeper, hosting.deleteOriginVhost, { params: { id: website.id } });
    for (const c of certificates) expect(await websiteOf(two, c.id)).toBeNull();
  });

  it('changes the certificates once, with two instances hearing each other', async () => {
    const { website } = await websiteWithCertificates('refs-three.example');
    await one.database.pool.query('CREATE TABLE ssl_test_changes (n serial PRIMARY KEY)');
    await withTrigger(
      'ssl_test_count',
      { when: 'AFTER UPDATE OF website_id', each: 'STATEMENT' },
      'INSERT INTO ssl_test_changes DEFAULT VALUES; RETURN NULL;',
      async () => {
        await one.callOk(keeper, hosting.deleteOriginVhost, { params: { id: website.id } });
        // Whatever the deletion told the bus has reached instance two (and its listeners ran) before
        // this marker does; a little more for work such a listener would have started.
        const heard = new Promise<void>((resolve) =>
          two.app.ctx.bus.subscribe((event) => {
            if (event.type === 'users.changed' && event.userIds[0] === -website.id) resolve();
          }),
        );
        one.app.ctx.bus.publish({ type: 'users.changed', userIds: [-website.id] });
        await heard;
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    );
    const { rows } = await one.database.pool.query('SELECT count(*)::int AS n FROM ssl_test_changes');
    await one.database.pool.query('DROP TABLE ssl_test_changes');
    expect(rows[0].n).toBe(1);
  });
});
