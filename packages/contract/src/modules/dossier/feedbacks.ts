// Agent dossiers (spec §7 "Dossiers", docs/dossier.md "Feedback"): feedback written into an agent's dossier,
// its categories and types. A feedback is shared with its agent (who is notified and reads it without any
// dossier scope) or private to the managers: a private one never reaches its agent (404 by id, absent from
// their list and its count, no notification).
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idParams, listOf, pageQuery, policy, scopes, timestamps } from '../../http.js';

export const feedbackVisibilities = ['shared', 'private'] as const;
export const feedbackVisibility = z.enum(feedbackVisibilities);
export type FeedbackVisibility = z.infer<typeof feedbackVisibility>;

/** How a type is drawn: a praise (good), an improvement (to work on), a warning. */
export const feedbackTones = ['praise', 'improvement', 'warning'] as const;
export const feedbackTone = z.enum(feedbackTones);
export type FeedbackTone = z.infer<typeof feedbackTone>;

export const dossierFeedbackCategory = z.object({ id: z.number().int(), name: z.string() });
export type DossierFeedbackCategory = z.infer<typeof dossierFeedbackCategory>;

export const dossierFeedbackType = z.object({ id: z.number().int(), name: z.string(), tone: feedbackTone });
export type DossierFeedbackType = z.infer<typeof dossierFeedbackType>;

export const dossierFeedback = z.object({
  id: z.number().int(),
  /** The agent the feedback is about. */
  userId: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: dossierFeedbackCategory,
  type: dossierFeedbackType,
  content: z.string(),
  visibility: feedbackVisibility,
  ...timestamps,
});
export type DossierFeedback = z.infer<typeof dossierFeedback>;

const content = z.string().trim().min(1, 'must not be empty').max(5000, 'must be at most 5000 characters');

/** The fields a writer sets (create and update). */
export const feedbackBody = z.object({
  categoryId: bodyId,
  typeId: bodyId,
  content,
  visibility: feedbackVisibility,
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const createFeedbackBody = feedbackBody.extend({ userId: bodyId });
export type CreateFeedbackBody = z.infer<typeof createFeedbackBody>;

export const updateFeedbackBody = feedbackBody.partial();
export type UpdateFeedbackBody = z.infer<typeof updateFeedbackBody>;

export const agentFeedbacksQuery = pageQuery.extend({
  /** Only this visibility (a manager's filter; the agent sees shared ones only either way). */
  visibility: feedbackVisibility.optional(),
  typeId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});

/** The record policies of this topic, declared for the contract (dossier.ts). */
export const feedbacksPolicies = {
  'dossier.feedback': {
    kind: 'record',
    description:
      'the feedback must be visible to the caller: to dossier:feedback:read holders, the manager of its agent’s current team and administrators any; to its agent only a shared one',
  },
  'dossier.feedbackWrite': {
    kind: 'record',
    description:
      'the feedback must be visible to the caller (as `dossier.feedback`), and the caller must manage its agent’s current team, hold dossier:user:update or be an administrator (403 otherwise)',
  },
  'dossier.feedbackAgent': {
    kind: 'record',
    description:
      'the agent’s feedback is readable by the agent (shared feedback only), dossier:feedback:read holders, the manager of their current team and administrators',
  },
  'dossier.feedbackWriter': {
    kind: 'request',
    description:
      'the caller must manage the agent’s current team, hold dossier:user:update or be an administrator (403 otherwise)',
  },
} as const;

export const createDossierFeedback = endpoint({
  name: 'dossier.createDossierFeedback',
  method: 'POST',
  path: '/dossier-controller/feedbacks',
  access: scopes('dossier:feedback:create'),
  record: policy('dossier.feedbackWriter'),
  summary: 'Write feedback into an agent’s dossier (a shared one notifies the agent)',
  body: createFeedbackBody,
  reply: dossierFeedback,
  status: 201,
});

export const getDossierFeedback = endpoint({
  name: 'dossier.getDossierFeedback',
  method: 'GET',
  path: '/dossier-controller/feedbacks/{id}',
  // The agent reads their shared feedback without any dossier scope: the policy decides.
  access: 'signedIn',
  record: policy('dossier.feedback'),
  summary: 'One feedback',
  params: idParams,
  reply: dossierFeedback,
});

export const updateDossierFeedback = endpoint({
  name: 'dossier.updateDossierFeedback',
  method: 'PATCH',
  path: '/dossier-controller/feedbacks/{id}',
  access: scopes('dossier:feedback:update'),
  record: policy('dossier.feedbackWrite'),
  summary: 'Change a feedback (made shared, its agent is notified)',
  params: idParams,
  body: updateFeedbackBody,
  reply: dossierFeedback,
});

export const deleteDossierFeedback = endpoint({
  name: 'dossier.deleteDossierFeedback',
  method: 'DELETE',
  path: '/dossier-controller/feedbacks/{id}',
  access: scopes('dossier:feedback:delete'),
  record: policy('dossier.feedbackWrite'),
  summary: 'Delete a feedback',
  params: idParams,
  reply: deletedReply,
});

export const listDossierFeedbackCategories = endpoint({
  name: 'dossier.listDossierFeedbackCategories',
  method: 'GET',
  path: '/dossier-controller/feedback-categories',
  access: scopes('dossier:feedback:read'),
  summary: 'The feedback categories, by name',
  reply: z.array(dossierFeedbackCategory),
});

export const listDossierFeedbackTypes = endpoint({
  name: 'dossier.listDossierFeedbackTypes',
  method: 'GET',
  path: '/dossier-controller/feedback-types',
  access: scopes('dossier:feedback:read'),
  summary: 'The feedback types (praise, improvement, warning…), by name',
  reply: z.array(dossierFeedbackType),
});

// The feedback vocabulary (beyond the spec, which lists them only; docs/dossier.md "Feedback"): categories
// and types are edited by those who edit feedback, and deleted by those who delete it — never while a
// feedback uses one (409 with the count).
const vocabularyName = z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters');
export const feedbackCategoryBody = z.object({ name: vocabularyName });
export type FeedbackCategoryBody = z.infer<typeof feedbackCategoryBody>;
export const feedbackTypeBody = z.object({ name: vocabularyName, tone: feedbackTone });
export type FeedbackTypeBody = z.infer<typeof feedbackTypeBody>;

export const getDossierFeedbackCategory = endpoint({
  name: 'dossier.getDossierFeedbackCategory',
  method: 'GET',
  path: '/dossier-controller/feedback-categories/{id}',
  access: scopes('dossier:feedback:read'),
  summary: 'One feedback category',
  // Shared vocabulary: whoever holds the scope reaches every one.
  record: 'any',
  params: idParams,
  reply: dossierFeedbackCategory,
});

export const createDossierFeedbackCategory = endpoint({
  name: 'dossier.createDossierFeedbackCategory',
  method: 'POST',
  path: '/dossier-controller/feedback-categories',
  access: scopes('dossier:feedback:update'),
  summary: 'Add a feedback category (its name unique)',
  body: feedbackCategoryBody,
  reply: dossierFeedbackCategory,
  status: 201,
});

export const updateDossierFeedbackCategory = endpoint({
  name: 'dossier.updateDossierFeedbackCategory',
  method: 'PATCH',
  path: '/dossier-controller/feedback-categories/{id}',
  access: scopes('dossier:feedback:update'),
  summary: 'Rename a feedback category (the feedback in it keeps it)',
  record: 'any',
  params: idParams,
  body: feedbackCategoryBody,
  reply: dossierFeedbackCategory,
});

export const deleteDossierFeedbackCategory = endpoint({
  name: 'dossier.deleteDossierFeedbackCategory',
  method: 'DELETE',
  path: '/dossier-controller/feedback-categories/{id}',
  access: scopes('dossier:feedback:delete'),
  summary: 'Delete a feedback category no feedback uses (409 with the count otherwise)',
  record: 'any',
  params: idParams,
  reply: deletedReply,
});

export const getDossierFeedbackType = endpoint({
  name: 'dossier.getDossierFeedbackType',
  method: 'GET',
  path: '/dossier-controller/feedback-types/{id}',
  access: scopes('dossier:feedback:read'),
  summary: 'One feedback type',
  record: 'any',
  params: idParams,
  reply: dossierFeedbackType,
});

export const createDossierFeedbackType = endpoint({
  name: 'dossier.createDossierFeedbackType',
  method: 'POST',
  path: '/dossier-controller/feedback-types',
  access: scopes('dossier:feedback:update'),
  summary: 'Add a feedback type with its tone (praise, improvement or warning; its name unique)',
  body: feedbackTypeBody,
  reply: dossierFeedbackType,
  status: 201,
});

export const updateDossierFeedbackType = endpoint({
  name: 'dossier.updateDossierFeedbackType',
  method: 'PATCH',
  path: '/dossier-controller/feedback-types/{id}',
  access: scopes('dossier:feedback:update'),
  summary: 'Rename a feedback type or change its tone',
  record: 'any',
  params: idParams,
  body: feedbackTypeBody,
  reply: dossierFeedbackType,
});

export const deleteDossierFeedbackType = endpoint({
  name: 'dossier.deleteDossierFeedbackType',
  method: 'DELETE',
  path: '/dossier-controller/feedback-types/{id}',
  access: scopes('dossier:feedback:delete'),
  summary: 'Delete a feedback type no feedback uses (409 with the count otherwise)',
  record: 'any',
  params: idParams,
  reply: deletedReply,
});

export const listAgentFeedbacks = endpoint({
  name: 'dossier.listAgentFeedbacks',
  method: 'GET',
  path: '/dossier-controller/users/{id}/feedbacks',
  // Beyond the spec (docs/dossier.md): the profile's feedback. The agent reads their own (shared only).
  access: 'signedIn',
  record: policy('dossier.feedbackAgent'),
  summary: 'An agent’s feedback, newest first, by page (to the agent: the shared ones only)',
  params: idParams,
  query: agentFeedbacksQuery,
  reply: listOf(dossierFeedback),
});
