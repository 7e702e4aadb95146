// The people directory (docs/employees.md "People"), apart from the rest of the employees calls so that
// the pickers open to everyone (core/lookups) load these few schemas only.
import { z } from 'zod';
import { endpoint, idParams, listOf, pageQuery } from '../../http.js';

/**
 * A colleague as anyone signed in may find them — their name and username, nothing more (a name is
 * already anyone's to read by id: `getBaseProfile`). What pickers open to everyone read: share a file,
 * assign a report, name a follow-up's owner (docs/employees.md "People").
 */
export const person = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
export type Person = z.infer<typeof person>;

export const listPeople = endpoint({
  name: 'employees.listPeople',
  method: 'GET',
  path: '/employee-controller/people',
  access: 'signedIn',
  summary: 'Colleagues by name; search matches the name or the username (id, name and username only)',
  query: pageQuery.extend({
    search: z
      .string()
      .trim()
      .max(100)
      .refine((v) => !v.includes('\0'), 'The search contains a character that is not allowed')
      .optional(),
  }),
  reply: listOf(person),
});

export const getPerson = endpoint({
  name: 'employees.getPerson',
  method: 'GET',
  path: '/employee-controller/people/{id}',
  access: 'signedIn',
  // Anyone's name and username, as getBaseProfile gives them.
  record: 'any',
  summary: 'One colleague (id, name and username)',
  params: idParams,
  reply: person,
});
