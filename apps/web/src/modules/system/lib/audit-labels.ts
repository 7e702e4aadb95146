import type { AuditAction, SecurityEvent } from '@backoffice/contract/modules/system';

/** How the log names each security event. */
export const EVENT_LABELS: Record<SecurityEvent, string> = {
  'sign-in.failed': 'Failed sign-in',
  'sign-in.limited': 'Sign-in refused: too many failures',
  'password.failed': 'Wrong current password',
  'token.expired': 'Expired session',
  'token.refused': 'Invalid token',
  'access.refused': 'Refused call',
  'mfa.failed': 'Wrong second-factor code',
};

/** How the Action filter names each action (docs/system.md "Audit log filters"). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  change: 'Every change',
  create: 'Created or run',
  update: 'Changed',
  delete: 'Deleted',
  security: 'Every security event',
  ...EVENT_LABELS,
};
