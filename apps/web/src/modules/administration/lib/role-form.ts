import { type Role, type RoleUpdateBody, roleBody } from '@backoffice/contract/modules/administration';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../../core/contract-resolver';

export interface RoleFormValues {
  name: string;
  departmentId: number | null;
  description: string;
  scopes: string[];
}

export const ROLE_FIELDS = ['name', 'departmentId', 'description', 'scopes'] as const;

const schemaResolver = contractResolver<RoleFormValues>(roleBody);
/** The contract's schema, with a department-specific word for "no department picked". */
export const roleResolver: Resolver<RoleFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.departmentId === null && result.errors.departmentId) {
    result.errors.departmentId = { ...result.errors.departmentId, message: 'Pick the department the role belongs to' };
  }
  return result;
};

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
