// SMS templates and SMS messages (spec §2 "/sms", §3, §7 "SMS"; docs/sms.md). One file per topic
// below `sms/`; the rules a template and a text follow (variables, segments) are `rules/sms.ts`.
export * from './sms/messages.js';
export * from './sms/send.js';
export * from './sms/templates.js';
export { declaredScopes } from './sms.scopes.js';
