// The departments chats and tickets came from (docs/qa.md "Filters"): the chat and ticket systems send
// a department's name with each conversation, so the filters offer the names seen rather than a box
// for free text that matches nothing when mistyped.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';

export const qaDepartments = z.object({
  chat: z.array(z.string()),
  ticket: z.array(z.string()),
});
export type QaDepartments = z.infer<typeof qaDepartments>;

export const listQaDepartments = endpoint({
  name: 'qa.listQaDepartments',
  method: 'GET',
  path: '/qa-controller-v2/departments',
  // Names only, for the filters of every QC screen: anyone holding a QC scope.
  access: scopes('qa:*'),
  summary: 'The departments the chats and the tickets came from, by name',
  reply: qaDepartments,
});
