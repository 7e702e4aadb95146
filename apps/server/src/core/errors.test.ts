import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggable } from './errors.js';

describe('loggable', () => {
  it("keeps a failed query's statement and the database's code, never its parameters or detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'leave_requests_x',
      detail: 'Key (reason)=(my sick child) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "leave_requests" ("reason") values ($1)',
      ['my sick child'],
      cause,
    );
    const safe = loggable(error) as Error & { cause: Error & Record<string, unknown> };
    const written = JSON.stringify({
      message: safe.message,
      stack: safe.stack,
      cause: { ...safe.cause, message: safe.cause.message },
    });
    expect(written).not.toContain('my sick child');
    expect(safe.message).toBe('Failed query: insert into "leave_requests" ("reason") values ($1)');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'leave_requests_x' });
  });

  it('passes anything but an error through', () => {
    expect(loggable('text')).toBe('text');
  });
});
