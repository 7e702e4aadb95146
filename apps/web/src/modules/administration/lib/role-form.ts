import { type Role, type RoleUpdateBody, roleBody } from '@backoffice/contract/modules/administration';
import { z } from 'zod';

export interface RoleFormValues {
  name: string;
  departmentId: number | null;
  description: string;
  scopes: string[];
}

export const ROLE_FIELDS = ['name', 'departmentId', 'description', 'scopes'] as const;

/** The contract's schema, with a department-specific word for "no department picked". */
export const roleFormSchema = roleBody.extend({
  departmentId: z.number({ error: 'Pick the department the role belongs to' }).pipe(roleBody.shape.departmentId),
});

export function roleFormValues(role: Role | undefined): RoleFormValues {
  return {
    name: role?.name ?? '',
    departmentId: role?.departmentId ?? null,
    description: role?.description ?? '',
    scopes: [...(role?.scopes ?? [])].sort(),
  };
}

/** Only what changed goes to the server (PATCH /auth/roles/{id}). */
export function roleChanges(before: RoleFormValues, after: RoleFormValues): RoleUpdateBody {
  const body: RoleUpdateBody = {};
  if (after.name.trim() !== before.name) body.name = after.name;
  if (after.departmentId !== before.departmentId && after.departmentId !== null) body.departmentId = after.departmentId;
  if (after.description.trim() !== before.description) body.description = after.description;
  const scopes = [...after.scopes].sort();
  if (scopes.join('\n') !== before.scopes.join('\n')) body.scopes = scopes;
  return body;
}
