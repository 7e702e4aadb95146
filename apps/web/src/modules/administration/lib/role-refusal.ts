import type { Role } from '@backoffice/contract/modules/administration';
import { useScopesBeyondMine } from '../../../core/use-can';

/**
 * Roles the signed-in user may not give anyone: those holding scopes it does not hold itself (the
 * granting rule the server applies, `scopesBeyond`). For `RolePicker`'s `refuse`.
 */
export function useRoleRefusal(): (role: Role) => string | null {
  const beyond = useScopesBeyondMine();
  return (role) => (beyond(role.scopes).length ? 'Holds scopes you do not hold' : null);
}
