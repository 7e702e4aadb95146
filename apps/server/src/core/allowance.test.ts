import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { oneAtATime, spendAllowance } from './allowance.js';
import { AppError } from './errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.statusCode, code: e.code, message: e.message } : e),
  );

describe('spendAllowance', () => {
  it('lets a burst of parallel uses through only up to the limit', async () => {
    const allowance = { what: 'test purges', max: 3, minutes: 10 };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => refusal(spendAllowance(t.app.ctx, 'test.burst', 1, allowance))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(3);
    expect(outcomes.filter((o) => o !== null)).toEqual(
      Array(7).fill({
        status: 429,
        code: 'TOO_MANY_ACTIONS',
        message: 'Too many test purges: at most 3 in 10 minutes. Try again later.',
      }),
    );
  });

  it('counts each person and each action on its own', async () => {
    const allowance = { what: 'test orders', max: 1, minutes: 10 };
    await spendAllowance(t.app.ctx, 'test.own', 1, allowance);
    expect(await refusal(spendAllowance(t.app.ctx, 'test.own', 1, allowance))).toMatchObject({ status: 429 });
    expect(await refusal(spendAllowance(t.app.ctx, 'test.own', 2, allowance))).toBeNull();
    expect(await refusal(spendAllowance(t.app.ctx, 'test.other', 1, allowance))).toBeNull();
  });

  it('forgets uses older than the window', async () => {
    const allowance = { what: 'test clears', max: 1, minutes: 5 };
    await spendAllowance(t.app.ctx, 'test.window', 1, allowance);
    await t.app.ctx.pool.query(
      "UPDATE action_allowances SET at = now() - interval '6 minutes' WHERE key = 'test.window:1'",
    );
    expect(await refusal(spendAllowance(t.app.ctx, 'test.window', 1, allowance))).toBeNull();
  });
});

describe('oneAtATime', () => {
  it('refuses a second call on the same key while the first runs, and frees the key after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = oneAtATime(t.app.ctx, 'test.key', 'Busy', () => held.then(() => 'first'));
    await expect
      .poll(async () => (await t.app.ctx.pool.query("SELECT 1 FROM actions_in_flight WHERE key = 'test.key'")).rowCount)
      .toBe(1);
    expect(await refusal(oneAtATime(t.app.ctx, 'test.key', 'Busy', async () => 'second'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Busy',
    });
    expect(await oneAtATime(t.app.ctx, 'test.other-key', 'Busy', async () => 'other')).toBe('other');
    release();
    expect(await first).toBe('first');
    expect(await oneAtATime(t.app.ctx, 'test.key', 'Busy', async () => 'again')).toBe('again');
  });

  it('frees the key when the call fails, and takes over a key left by a crash', async () => {
    await expect(oneAtATime(t.app.ctx, 'test.fail', 'Busy', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await oneAtATime(t.app.ctx, 'test.fail', 'Busy', async () => 'ok')).toBe('ok');
    await t.app.ctx.pool.query(
      "INSERT INTO actions_in_flight (key, since) VALUES ('test.stale', now() - interval '11 minutes')",
    );
    expect(await oneAtATime(t.app.ctx, 'test.stale', 'Busy', async () => 'taken over')).toBe('taken over');
  });
});
