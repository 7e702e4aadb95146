// The people directory (docs/employees.md "People"): one rule per test, through the real stack.
import * as employees from '@backoffice/contract/modules/employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let nobody: TestUser; // signed in, no scope at all
let colleague: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  nobody = await t.createUser();
  colleague = await t.createUser({ username: 'wilhelmina.directory' });
});
afterAll(() => t.close());

describe('the people directory', () => {
  it('lets anyone signed in find a colleague by a part of their username', async () => {
    const page = await t.callOk(nobody, employees.listPeople, { query: { search: 'lmina.dir' } });
    expect(page.items.map((p) => p.id)).toEqual([colleague.id]);
  });

  it('answers the id, name and username only: no address, role or department', async () => {
    const page = await t.callOk(nobody, employees.listPeople, { query: { search: 'wilhelmina' } });
    expect(Object.keys(page.items[0]!).sort()).toEqual(['id', 'name', 'username']);
    const res = await t.call(nobody, employees.listPeople, { query: { search: 'wilhelmina' } });
    expect(res.body).not.toContain('@');
  });

  it('reads one colleague by id, and 404 for an id that is nobody', async () => {
    const one = await t.callOk(nobody, employees.getPerson, { params: { id: colleague.id } });
    expect(one).toEqual({ id: colleague.id, name: expect.any(String), username: 'wilhelmina.directory' });
    expect((await t.call(nobody, employees.getPerson, { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('is closed to someone not signed in', async () => {
    expect((await t.call(null, employees.listPeople, { query: {} })).statusCode).toBe(401);
  });
});
