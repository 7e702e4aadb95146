// The kinds of client a ticket can have (their login display: rules/ticket-login.ts, spec §4).
export const CLIENT_KINDS = ['Unregistered', 'Email', 'Client', 'Admin'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
