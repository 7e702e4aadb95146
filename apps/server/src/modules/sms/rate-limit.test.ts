// A person's sends are limited (SMS_RATE_MAX messages in SMS_RATE_MINUTES, each recipient one message):
// a send past it is a 429 that queues nothing, counted atomically under parallel requests.
import * as sms from '@backoffice/contract/modules/sms';
import { describe, expect, it } from 'vitest';
import { useSmsApp } from './testing/sms-app.js';

const s = useSmsApp(() => ({ SMS_RATE_MAX: '3', SMS_RATE_MINUTES: '10' }));
const numbers = ['+4915112345001', '+4915112345002', '+4915112345003', '+4915112345004'];

async function queuedBy(userId: number): Promise<number> {
  const { rows } = await s.t.database.pool.query('SELECT count(*)::int AS n FROM sms_messages WHERE sender_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

describe('rate limit', () => {
  it('counts recipients: a send that would pass the limit is a 429 and queues nothing', async () => {
    const user = await s.t.createUser({ scopes: ['sms:sms:create'] });
    expect((await s.send({ recipients: numbers.slice(0, 2), text: 'one' }, user)).statusCode).toBe(201);
    const over = await s.send({ recipients: numbers.slice(2, 4), text: 'two' }, user);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_ACTIONS', data: { limit: 3, minutes: 10, left: 1 } });
    expect(over.json().message).toMatch(/at most 3 messages in 10 minutes.*You may send 1 more now/);
    expect(await queuedBy(user.id)).toBe(2);
    expect((await s.send({ recipients: numbers.slice(2, 3), text: 'three' }, user)).statusCode).toBe(201);
    const full = await s.send({ recipients: numbers.slice(3, 4), text: 'four' }, user);
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toMatch(/Try again later/);
  });

  it('is per person: another sender is not held back', async () => {
    const first = await s.t.createUser({ scopes: ['sms:sms:create'] });
    const second = await s.t.createUser({ scopes: ['sms:sms:create'] });
    expect((await s.send({ recipients: numbers.slice(0, 3), text: 'a' }, first)).statusCode).toBe(201);
    expect((await s.send({ recipients: numbers.slice(0, 1), text: 'b' }, first)).statusCode).toBe(429);
    expect((await s.send({ recipients: numbers.slice(0, 3), text: 'c' }, second)).statusCode).toBe(201);
  });

  it('holds under parallel sends: exactly the allowance passes', async () => {
    const user = await s.t.createUser({ scopes: ['sms:sms:create'] });
    const results = await Promise.all(
      numbers.concat(['+4915112345005', '+4915112345006']).map((n) => s.send({ recipients: [n], text: 'burst' }, user)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await queuedBy(user.id)).toBe(3);
  });

  it('forgets messages older than the window', async () => {
    const user = await s.t.createUser({ scopes: ['sms:sms:create'] });
    expect((await s.send({ recipients: numbers.slice(0, 3), text: 'old' }, user)).statusCode).toBe(201);
    await s.t.database.pool.query(
      "UPDATE sms_messages SET created_at = now() - interval '11 minutes' WHERE sender_id = $1",
      [user.id],
    );
    expect((await s.send({ recipients: numbers.slice(0, 3), text: 'new' }, user)).statusCode).toBe(201);
    expect((await s.t.callOk(s.reader, sms.listSmsMessages, { query: { search: 'new' } }))[0]).toHaveLength(3);
  });
});
