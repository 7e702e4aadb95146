// Dev Scrum components (spec §3 "Dev component: name, status", §7 "/dev-scrum/components"; docs/scrum.md
// "Components"): what audits cover. A name is unique whatever its case; a component some audit covers is
// retired, never deleted (409 with the count).
import { z } from 'zod';
import { deletedReply, endpoint, idParams, listOf, pageQuery, scopes, timestamps } from '../../http.js';
import { search, text } from './fields.js';

/** active: offered to new audits; deprecated: still shown, no longer offered; retired: gone from use. */
export const componentStatuses = ['active', 'deprecated', 'retired'] as const;
export const componentStatus = z.enum(componentStatuses);
export type ComponentStatus = z.infer<typeof componentStatus>;

export const COMPONENT_STATUS_LABELS: Record<ComponentStatus, string> = {
  active: 'Active',
  deprecated: 'Deprecated',
  retired: 'Retired',
};

export const devComponent = z.object({
  id: z.number().int(),
  name: z.string(),
  status: componentStatus,
  /** How many audits cover it (a component covered by any is retired, not deleted). */
  audits: z.number().int(),
  ...timestamps,
});
export type DevComponent = z.infer<typeof devComponent>;

export const componentBody = z.object({ name: text(80), status: componentStatus });
export type ComponentBody = z.infer<typeof componentBody>;
export const updateComponentBody = componentBody.partial();

export const componentsQuery = pageQuery.extend({ search, status: componentStatus.optional() });

export const listComponents = endpoint({
  name: 'scrums.listComponents',
  method: 'GET',
  path: '/dev-scrum/components',
  access: scopes('scrums:components:read'),
  summary: 'The components, by name, by page (`search` in the name, `status`)',
  query: componentsQuery,
  reply: listOf(devComponent),
});

export const createComponent = endpoint({
  name: 'scrums.createComponent',
  method: 'POST',
  path: '/dev-scrum/components',
  access: scopes('scrums:components:create'),
  summary: 'Add a component (its name unique whatever its case)',
  body: componentBody,
  reply: devComponent,
  status: 201,
});

export const listActiveComponents = endpoint({
  name: 'scrums.listActiveComponents',
  method: 'GET',
  path: '/dev-scrum/components/status/active',
  access: scopes('scrums:components:read'),
  summary: 'The active components, by name: those a new audit may cover',
  reply: z.array(devComponent),
});

export const getComponent = endpoint({
  name: 'scrums.getComponent',
  method: 'GET',
  path: '/dev-scrum/components/{id}',
  access: scopes('scrums:components:read'),
  // Shared vocabulary of the team: whoever holds the scope reaches every component.
  record: 'any',
  summary: 'One component, with how many audits cover it',
  params: idParams,
  reply: devComponent,
});

export const updateComponent = endpoint({
  name: 'scrums.updateComponent',
  method: 'PATCH',
  path: '/dev-scrum/components/{id}',
  access: scopes('scrums:components:update'),
  record: 'any',
  summary: 'Rename a component or change its status (audits keep it under its new name)',
  params: idParams,
  body: updateComponentBody,
  reply: devComponent,
});

export const deleteComponent = endpoint({
  name: 'scrums.deleteComponent',
  method: 'DELETE',
  path: '/dev-scrum/components/{id}',
  access: scopes('scrums:components:delete'),
  record: 'any',
  summary: 'Delete a component no audit covers (409 with the count otherwise: retire it instead)',
  params: idParams,
  reply: deletedReply,
});
