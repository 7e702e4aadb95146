// Small helpers for this module's tests.
import * as administration from '@backoffice/contract/modules/administration';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';

/** Asserts a 400 naming exactly this field among its details. */
export function expectInvalid(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
}

export function expectStatus(res: LightMyRequestResponse, status: number, code?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(res.json().code).toBe(code);
}

let seq = 0;
/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix} ${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 7)}`;

export async function createDepartment(
  t: TestApp,
  admin: TestUser,
  name = unique('Dept'),
): Promise<{ id: number; name: string }> {
  return t.callOk(admin, administration.createDepartment, { body: { name } });
}

export async function createRole(
  t: TestApp,
  admin: TestUser,
  departmentId: number,
  scopes: string[] = [],
  name = unique('Role'),
): Promise<{ id: number; name: string; scopes: string[] }> {
  return t.callOk(admin, administration.createRole, { body: { name, departmentId, scopes } });
}

/** Writes a user row straight into a role (a TestUser signed in through the API). */
export async function putInRole(t: TestApp, userId: number, roleId: number | null, departmentId: number | null = null) {
  await t.database.pool.query('UPDATE users SET role_id = $2, department_id = $3 WHERE id = $1', [
    userId,
    roleId,
    departmentId,
  ]);
  t.app.ctx.bus.publish({ type: 'users.changed', userIds: [userId] });
}
