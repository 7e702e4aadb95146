// Dev Scrum (spec §7 "Dev scrum", docs/scrum.md "Components"): the components calls, thin over services/.
import * as api from '@backoffice/contract/modules/scrums';
import { type Handler, handle } from '../../core/http.js';
import * as components from './services/components.js';

export const handlers: Handler[] = [
  handle(api.listComponents, ({ ctx, query }) => components.listComponents(ctx, query)),
  handle(api.createComponent, ({ ctx, body }) => components.createComponent(ctx, body)),
  handle(api.listActiveComponents, ({ ctx }) => components.listActiveComponents(ctx.db)),
  handle(api.getComponent, ({ ctx, params }) => components.componentById(ctx.db, params.id)),
  handle(api.updateComponent, ({ ctx, params, body }) => components.updateComponent(ctx, params.id, body)),
  handle(api.deleteComponent, ({ ctx, params }) => components.deleteComponent(ctx, params.id)),
];
