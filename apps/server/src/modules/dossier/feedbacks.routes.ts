// Agent dossiers (spec §7 "Dossiers", docs/dossier.md): the feedbacks calls, thin over services/.
import * as api from '@backoffice/contract/modules/dossier';
import { type Handler, handle } from '../../core/http.js';
import * as feedbacks from './services/feedbacks.js';
import * as vocabulary from './services/vocabulary.js';

// Changes write their audit rows in their own transactions (services/feedbacks.ts).
export const handlers: Handler[] = [
  handle(api.createDossierFeedback, ({ ctx, user, body }) => feedbacks.createFeedback(ctx, user, body)),
  handle(api.getDossierFeedback, ({ record }) => record),
  handle(api.updateDossierFeedback, ({ ctx, user, record, body }) => feedbacks.updateFeedback(ctx, user, record, body)),
  handle(api.deleteDossierFeedback, ({ ctx, record }) => feedbacks.deleteFeedback(ctx, record)),
  handle(api.listDossierFeedbackCategories, ({ ctx }) => feedbacks.listCategories(ctx.db)),
  handle(api.listDossierFeedbackTypes, ({ ctx }) => feedbacks.listTypes(ctx.db)),
  handle(api.getDossierFeedbackCategory, ({ ctx, params }) => vocabulary.categoryById(ctx.db, params.id)),
  handle(api.createDossierFeedbackCategory, ({ ctx, body }) => vocabulary.createCategory(ctx, body)),
  handle(api.updateDossierFeedbackCategory, ({ ctx, params, body }) => vocabulary.updateCategory(ctx, params.id, body)),
  handle(api.deleteDossierFeedbackCategory, ({ ctx, params }) => vocabulary.deleteWord(ctx, 'category', params.id)),
  handle(api.getDossierFeedbackType, ({ ctx, params }) => vocabulary.typeById(ctx.db, params.id)),
  handle(api.createDossierFeedbackType, ({ ctx, body }) => vocabulary.createType(ctx, body)),
  handle(api.updateDossierFeedbackType, ({ ctx, params, body }) => vocabulary.updateType(ctx, params.id, body)),
  handle(api.deleteDossierFeedbackType, ({ ctx, params }) => vocabulary.deleteWord(ctx, 'type', params.id)),
  handle(api.listAgentFeedbacks, ({ ctx, record, query }) => feedbacks.listAgentFeedbacks(ctx, record, query)),
];
