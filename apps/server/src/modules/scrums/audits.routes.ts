// Dev Scrum (spec §7 "Dev scrum", docs/scrum.md): the audits calls, thin over services/.
import * as api from '@backoffice/contract/modules/scrums';
import { type Handler, handle } from '../../core/http.js';
import * as audits from './services/audits.js';

// Changes write their audit-log rows in their own transactions (services/audits.ts).
export const handlers: Handler[] = [
  handle(api.listAudits, ({ ctx, query }) => audits.listAudits(ctx, query)),
  handle(api.createAudit, ({ ctx, user, body }) => audits.createAudit(ctx, user, body)),
  handle(api.getAudit, ({ record }) => record),
  handle(api.updateAudit, ({ ctx, user, record, body }) => audits.updateAudit(ctx, user, record, body)),
  handle(api.deleteAudit, ({ ctx, record }) => audits.deleteAudit(ctx, record)),
  handle(api.listDeveloperAudits, ({ ctx, record, query }) => audits.listDeveloperAudits(ctx, record, query)),
];
