// Let's Encrypt failures as people see them, and the limits on orders (issue 23, docs/ssl.md
// "Security"): an ACME server that answers garbage, an HTML page or nothing gets a message written
// for people (never a JavaScript error's text); a real problem document keeps the server's words; a
// failed renewal records the same kind of reason; orders are limited per person and one at a time
// per name. The "ACME server" is a local HTTPS server that misbehaves on request (testing/fake-acme.ts).
import * as ssl from '@backoffice/contract/modules/ssl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import { renewDue } from './services/renewal.js';
import { type FakeAcme, PROBLEM_DETAIL, startFakeAcme } from './testing/fake-acme.js';
import { type LetsEncryptApp, startWithFakeAcme } from './testing/lets-encrypt-app.js';

let acme: FakeAcme;
let app: LetsEncryptApp;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  acme = await startFakeAcme();
  app = await startWithFakeAcme(acme, [{ name: 'fake.test' }]);
  ({ t, admin } = app);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await acme?.stop();
});

/** Text of a JavaScript error, a socket error or a stack: never for people. */
const INTERNAL_TEXT = [
  /Cannot read/i,
  /undefined/,
  /TypeError|SyntaxError|ReferenceError|AxiosError/,
  /E(CONN|PIPE|TIMEDOUT|NOTFOUND|PROTO)/,
  /socket hang up/i,
  /Unexpected (token|end)/i,
  /is not a function/,
  /status code \d+/i,
  /Unable to locate API resource URL/,
  /\n\s*at |\w+\.(js|ts):\d+/,
];

function expectWrittenForPeople(message: string) {
  for (const pattern of INTERNAL_TEXT) expect(message, `${pattern} in "${message}"`).not.toMatch(pattern);
}

const order = (user: TestUser, domain: string, subDomains: string[] = []) =>
  t.call(user, ssl.createLetsEncryptCertificate, { body: { domain, subDomains, email: 'ops@example.com' } });

const directoryRequests = () => acme.requests.filter((r) => r === 'GET /dir').length;

describe("a failed Let's Encrypt order tells people what failed, not the JavaScript error", () => {
  it.each([
    ['garbage JSON', 'garbage', /did not answer as expected/],
    ['an HTML error page', 'html-error', /did not answer as expected/],
    ['a cut connection', 'cut', /could not be reached/],
  ] as const)('an ACME server answering %s', async (_what, mode, cause) => {
    acme.set(mode);
    const user = await t.createUser({ isAdmin: true });
    const res = await order(user, `${mode}.fake.test`);
    expect(res.statusCode, res.body).toBe(502);
    const body = res.json();
    expect(body.code).toBe('SSL_ACME_FAILED');
    expect(body.message).toMatch(/^Let's Encrypt could not register the account: the ACME server /);
    expect(body.message).toMatch(cause);
    expect(body.message).toContain('ACME_DIRECTORY_URL');
    expectWrittenForPeople(body.message);
  });

  it("keeps the ACME server's own problem detail (RFC 8555), which is written for people", async () => {
    acme.set('problem');
    const res = await order(await t.createUser({ isAdmin: true }), 'problem.fake.test');
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'SSL_ACME_FAILED',
      message: `Let's Encrypt: The ACME account could not be registered: ${PROBLEM_DETAIL}`,
    });
  });

  it('records a failed renewal (asked for and scheduled) in the same words, and notifies them', async () => {
    acme.set('garbage');
    const made = await t.callOk(admin, ssl.createSelfSignedCertificate, { body: { altNames: ['renew.fake.test'] } });
    // A Let's Encrypt certificate whose renewal will reach the broken ACME server.
    await t.database.pool.query(
      `UPDATE ssl_certificates SET kind = 'lets-encrypt', email = 'ops@example.com', not_after = now() + interval '5 days' WHERE id = $1`,
      [made.id],
    );
    const res = await t.call(await t.createUser({ isAdmin: true }), ssl.renewCertificate, {
      params: { domain: 'renew.fake.test' },
      body: { domain: 'renew.fake.test' },
    });
    expect(res.statusCode, res.body).toBe(502);
    expectWrittenForPeople(res.json().message);
    const asked = await t.callOk(admin, ssl.getCertificate, { params: { id: made.id } });
    expect(asked.renewalError).toMatch(/^Let's Encrypt could not register the account: /);
    expectWrittenForPeople(asked.renewalError!);

    await t.database.pool.query(`UPDATE ssl_certificates SET renewal_error = NULL WHERE id = $1`, [made.id]);
    await expect(renewDue(t.app.ctx)).rejects.toThrow(/could not be renewed/);
    const scheduled = await t.callOk(admin, ssl.getCertificate, { params: { id: made.id } });
    expect(scheduled.renewalError).toMatch(/^Let's Encrypt could not register the account: /);
    expectWrittenForPeople(scheduled.renewalError!);

    const { rows } = await t.database.pool.query<{ body: string }>(
      `SELECT body FROM notifications WHERE title = 'Certificate renewal failed'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) expectWrittenForPeople(body);
  });

  it('records no program text when a renewal fails on our side (the error goes to the log)', async () => {
    const made = await t.callOk(admin, ssl.createSelfSignedCertificate, { body: { altNames: ['broken.fake.test'] } });
    // A certificate with no names left: making it again throws a TypeError inside the certificate code.
    await t.database.pool.query(`UPDATE ssl_certificates SET alt_names = '{}' WHERE id = $1`, [made.id]);
    const res = await t.call(admin, ssl.renewCertificate, {
      params: { domain: 'broken.fake.test' },
      body: { domain: 'broken.fake.test' },
    });
    expect(res.statusCode).toBe(500);
    expectWrittenForPeople(res.json().message);
    const after = await t.callOk(admin, ssl.getCertificate, { params: { id: made.id } });
    expect(after.renewalError).toBe(
      'An error on the server stopped it; the server log has the details. Try Renew now later',
    );
  });
});

describe("limits on Let's Encrypt orders", () => {
  it('sends at most 10 orders an hour per person; the rest are refused (429) before anything is sent', async () => {
    acme.set('garbage', 300);
    const user = await t.createUser({ isAdmin: true });
    const before = directoryRequests();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => order(user, `n${i}.fake.test`)));
    const statuses = replies.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([429, 429, ...Array(10).fill(502)]);
    for (const refused of replies.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_ACTIONS',
        message: 'Too many certificate orders: at most 10 in 60 minutes. Try again later.',
      });
    }
    // Ten orders reached the ACME server, each starting with its directory.
    expect(directoryRequests() - before).toBe(10);

    // The limit is the person's: someone else still orders.
    const other = await order(await t.createUser({ isAdmin: true }), 'other.fake.test');
    expect(other.statusCode).toBe(502);
    expect(directoryRequests() - before).toBe(11);
  });

  it('runs one order at a time for a name: a second one for it (or its wildcard) is a 409 and is not sent', async () => {
    acme.set('garbage', 800);
    const user = await t.createUser({ isAdmin: true });
    const before = directoryRequests();
    const replies = await Promise.all([
      order(user, 'same.fake.test'),
      order(user, 'same.fake.test', ['www']),
      order(user, '*.same.fake.test'),
    ]);
    const statuses = replies.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([409, 409, 502]);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/^A Let's Encrypt order for same\.fake\.test is already running/),
      });
    }
    expect(directoryRequests() - before).toBe(1);

    // Once it ended, the name is free again.
    acme.set('garbage');
    expect((await order(user, 'same.fake.test')).statusCode).toBe(502);
  });
});
