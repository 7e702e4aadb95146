// Agent dossiers (spec §7 "Dossiers", docs/dossier.md): the feedbacks calls, thin over services/.
import * as api from '@backoffice/contract/modules/dossier';
import { type Handler, handle } from '../../core/http.js';
import * as feedbacks from './services/feedbacks.js';

// Changes write their audit rows in their own transactions (services/feedbacks.ts).
export const handlers: Handler[] = [
  handle(api.createDossierFeedback, ({ ctx, user, body }) => feedbacks.createFeedback(ctx, user, body)),
  handle(api.getDossierFeedback, ({ record }) => record),
  handle(api.updateDossierFeedback, ({ ctx, user, record, body }) => feedbacks.updateFeedback(ctx, user, record, body)),
  handle(api.deleteDossierFeedback, ({ ctx, record }) => feedbacks.deleteFeedback(ctx, record)),
  handle(api.listDossierFeedbackCategories, ({ ctx }) => feedbacks.listCategories(ctx.db)),
  handle(api.listDossierFeedbackTypes, ({ ctx }) => feedbacks.listTypes(ctx.db)),
  handle(api.listAgentFeedbacks, ({ ctx, record, query }) => feedbacks.listAgentFeedbacks(ctx, record, query)),
];
