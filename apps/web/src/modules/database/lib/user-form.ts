// The database user form's values and how they become the contract's bodies (docs/database.md "Users"). The
// contract's schemas judge them, so the browser refuses what the server refuses, in its words.
import {
  createDatabaseUserBody,
  type DatabaseUser,
  updateDatabaseUserBody,
} from '@backoffice/contract/modules/database';
import type { DatabasePrivilege } from '@backoffice/contract/rules/database';
import { z } from 'zod';

/** How the password is set: generated (shown once after the save), given here, or (edit) left as it is. */
export type PasswordMode = 'generate' | 'given' | 'keep';

export interface GrantRow {
  /** null on a row whose database is not picked yet. */
  databaseId: number | null;
  privilege: DatabasePrivilege;
}

export interface UserFormValues {
  name: string;
  hosts: string[];
  grants: GrantRow[];
  passwordMode: PasswordMode;
  password: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  hosts: ['%'],
  grants: [],
  passwordMode: 'generate',
  password: '',
};

export function userFormValues(user: DatabaseUser): UserFormValues {
  return {
    name: user.name,
    hosts: user.hosts,
    grants: user.grants.map((g) => ({ databaseId: g.databaseId, privilege: g.privilege })),
    passwordMode: 'keep',
    password: '',
  };
}

/** Rows with a database picked (an empty row is left out, not refused). */
const picked = (grants: GrantRow[]) =>
  grants.flatMap((g) => (g.databaseId === null ? [] : [{ databaseId: g.databaseId, privilege: g.privilege }]));

export function createBody(values: UserFormValues) {
  return {
    name: values.name.trim(),
    hosts: values.hosts,
    grants: picked(values.grants),
    ...(values.passwordMode === 'given' ? { password: values.password } : {}),
  };
}

export function updateBody(values: UserFormValues) {
  return {
    hosts: values.hosts,
    grants: picked(values.grants),
    ...(values.passwordMode === 'given' ? { password: values.password } : {}),
    ...(values.passwordMode === 'generate' ? { generatePassword: true } : {}),
  };
}

/** The form field a body path belongs to: a host's or a grant's message goes on the list that holds it. */
function formField(path: readonly PropertyKey[]): string {
  const [field] = path;
  if (field === 'generatePassword') return 'passwordMode';
  return String(field ?? 'name');
}

function issueMessage(path: readonly PropertyKey[], message: string): string {
  const [field, index] = path;
  if (typeof index !== 'number') return message;
  return field === 'hosts' ? `host ${index + 1}: ${message}` : `row ${index + 1}: ${message}`;
}

/** The contract's body schema over the form's values (create or edit). */
export function userFormSchema(mode: 'create' | 'edit') {
  return z.custom<UserFormValues>().superRefine((values, ctx) => {
    const checked =
      mode === 'create'
        ? createDatabaseUserBody.safeParse(createBody(values))
        : updateDatabaseUserBody.safeParse(updateBody(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: [formField(issue.path)], message: issueMessage(issue.path, issue.message) });
    }
  });
}
