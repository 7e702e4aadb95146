// Dev Scrum audits (spec §7 "/dev-scrum/audits"; docs/scrum.md "Audits"): a developer's periodic review —
// the day it was held and the period it covers, the auditor, the components it covers, an overall rating,
// findings (component, severity, text) and follow-ups (text, owner, due day, done), and notes. Findings and
// follow-ups are the audit's own rows, saved with it in one transaction.
import { z } from 'zod';
import {
  bodyId,
  deletedReply,
  endpoint,
  idParams,
  isoInstant,
  listOf,
  owner,
  pageQuery,
  policy,
  scopes,
} from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { componentStatus } from './components.js';
import { person, search, text } from './fields.js';

/** The overall rating: 1 (critical) to 5 (excellent); fixed, so that ratings compare over time. */
export const RATING_SCALE = [
  { value: 1, label: 'Critical', description: 'Work is at risk: act now.' },
  { value: 2, label: 'Poor', description: 'Several serious findings; close follow-up needed.' },
  { value: 3, label: 'Fair', description: 'Sound overall, with findings to work on.' },
  { value: 4, label: 'Good', description: 'Minor findings only.' },
  { value: 5, label: 'Excellent', description: 'Nothing to fix; an example for the team.' },
] as const;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const ratingLabel = (rating: number) => RATING_SCALE.find((r) => r.value === rating)?.label ?? String(rating);

export const findingSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const findingSeverity = z.enum(findingSeverities);
export type FindingSeverity = z.infer<typeof findingSeverity>;
export const SEVERITY_LABELS: Record<FindingSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

const componentRef = z.object({ id: z.number().int(), name: z.string(), status: componentStatus });

export const auditFinding = z.object({
  id: z.number().int(),
  component: componentRef,
  severity: findingSeverity,
  text: z.string(),
});
export type AuditFinding = z.infer<typeof auditFinding>;

export const auditFollowUp = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Null once the owner's account is deleted. */
  owner: person.nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
});
export type AuditFollowUp = z.infer<typeof auditFollowUp>;

/** A row of a list of audits. */
export const auditSummary = z.object({
  id: z.number().int(),
  developer: person,
  /** Null once the auditor's account is deleted. */
  auditor: person.nullable(),
  date: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  rating: z.number().int(),
  components: z.array(componentRef),
  findingCount: z.number().int(),
  /** The most severe finding's severity; null without findings. */
  worstSeverity: findingSeverity.nullable(),
  followUpCount: z.number().int(),
  openFollowUps: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type AuditSummary = z.infer<typeof auditSummary>;

export const devAudit = auditSummary.extend({
  notes: z.string().nullable(),
  findings: z.array(auditFinding),
  followUps: z.array(auditFollowUp),
});
export type DevAudit = z.infer<typeof devAudit>;

// ---- Bodies ----

/** A finding as written: with its `id` it changes that finding of the audit, without it adds one. */
export const findingBody = z.object({
  id: bodyId.optional(),
  componentId: bodyId,
  severity: findingSeverity,
  text: text(2000),
});
export type FindingBody = z.infer<typeof findingBody>;

export const followUpBody = z.object({
  id: bodyId.optional(),
  text: text(500),
  ownerId: bodyId,
  dueDate: dateString.nullable().optional(),
  done: z.boolean().default(false),
});
export type FollowUpBody = z.input<typeof followUpBody>;

const auditFields = {
  /** Who held the audit; the caller when left out. */
  auditorId: bodyId.optional(),
  /** The day the audit was held. */
  date: dateString,
  /** The period of work it reviews (both or neither; not after `date`). */
  periodFrom: dateString.nullable().optional(),
  periodTo: dateString.nullable().optional(),
  rating: z
    .number()
    .int()
    .min(MIN_RATING, `must be from ${MIN_RATING} to ${MAX_RATING}`)
    .max(MAX_RATING, `must be from ${MIN_RATING} to ${MAX_RATING}`),
  componentIds: z.array(bodyId).min(1, 'must name at least one component').max(50, 'must name 50 or fewer'),
  /** The audit's findings, all of them: those left out are removed (an update that omits the list keeps it). */
  findings: z.array(findingBody).max(100, 'must be 100 or fewer').optional(),
  followUps: z.array(followUpBody).max(50, 'must be 50 or fewer').optional(),
  notes: z.string().trim().max(5000, 'must be at most 5000 characters').nullable().optional(),
};

type AuditRulesInput = {
  date?: string | undefined;
  periodFrom?: string | null | undefined;
  periodTo?: string | null | undefined;
  componentIds?: number[] | undefined;
  findings?: { id?: number | undefined; componentId: number }[] | undefined;
  followUps?: { id?: number | undefined }[] | undefined;
};

/** The rules between fields, the same for a new audit and a change (when the fields are there). */
function auditRules(value: AuditRulesInput, ctx: z.RefinementCtx) {
  const { periodFrom, periodTo, date, componentIds, findings, followUps } = value;
  if (periodFrom && !periodTo)
    ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'is required with periodFrom' });
  if (periodTo && !periodFrom)
    ctx.addIssue({ code: 'custom', path: ['periodFrom'], message: 'is required with periodTo' });
  if (periodFrom && periodTo && periodFrom > periodTo) {
    ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'must not be before periodFrom' });
  }
  if (periodTo && date && periodTo > date) {
    ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'must not be after the audit date' });
  }
  if (componentIds && new Set(componentIds).size !== componentIds.length) {
    ctx.addIssue({ code: 'custom', path: ['componentIds'], message: 'names a component twice' });
  }
  findings?.forEach((f, i) => {
    if (componentIds && !componentIds.includes(f.componentId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['findings', i, 'componentId'],
        message: 'is not one of the audited components',
      });
    }
  });
  for (const [list, items] of [
    ['findings', findings],
    ['followUps', followUps],
  ] as const) {
    const ids = (items ?? []).map((item) => item.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: [list], message: 'names an item twice' });
  }
}

const example = {
  developerId: 1,
  date: '2026-11-20',
  rating: 4,
  componentIds: [1],
  findings: [{ componentId: 1, severity: 'medium', text: 'Error paths are not tested' }],
  followUps: [{ text: 'Add tests for the error paths', ownerId: 1, dueDate: '2026-12-04' }],
};

export const createAuditBody = z
  .object({ developerId: bodyId, ...auditFields })
  .superRefine(auditRules)
  .meta({ examples: [example] });
export type CreateAuditBody = z.input<typeof createAuditBody>;

/** A change: the fields given replace theirs; the developer stays (delete and record again otherwise). */
export const updateAuditBody = z
  .object(auditFields)
  .partial()
  .superRefine(auditRules)
  .meta({ examples: [{ rating: 3 }] });
export type UpdateAuditBody = z.input<typeof updateAuditBody>;

// ---- Queries ----

export const auditsQuery = pageQuery.extend({
  /** In the developer's or the auditor's name. */
  search,
  developerId: z.coerce.number().int().positive().optional(),
  componentId: z.coerce.number().int().positive().optional(),
  rating: z.coerce.number().int().min(MIN_RATING).max(MAX_RATING).optional(),
  /** Audits held from this day … */
  from: dateString.optional(),
  /** … to this one (inclusive). */
  to: dateString.optional(),
  /** Only audits with follow-ups still open. */
  openFollowUps: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** One developer's audits over time: the page of audits, the rating's trend and what is still open. */
export const developerAudits = listOf(auditSummary).extend({
  developer: person,
  /** The rating of each of the last 24 audits, oldest first. */
  trend: z.array(z.object({ auditId: z.number().int(), date: z.string(), rating: z.number().int() })),
  /** The average rating over all their audits; null without any. */
  averageRating: z.number().nullable(),
  /** Follow-ups not done yet, of all their audits: the soonest due first (those without a day last). */
  openFollowUps: z.array(
    auditFollowUp.omit({ done: true }).extend({ auditId: z.number().int(), auditDate: z.string() }),
  ),
});
export type DeveloperAudits = z.infer<typeof developerAudits>;

// ---- Policies ----

/** The record policies of this topic, declared for the contract (scrums.ts). */
export const auditsPolicies = {
  'scrums.audit': {
    kind: 'record',
    description:
      'the audit must be visible to the caller: to scrums:audits:read holders and administrators any; to its developer and the owners of its follow-ups their own',
  },
  'scrums.auditWrite': {
    kind: 'record',
    description:
      'the audit must be visible to the caller (as `scrums.audit`) and not be about the caller (403: an audit about you is changed by someone else; administrators excepted)',
  },
  'scrums.developer': {
    kind: 'owner',
    description: 'the audits of the user {userId}: one’s own, or anyone’s with scrums:audits:read',
  },
} as const;

// ---- Endpoints ----

export const listAudits = endpoint({
  name: 'scrums.listAudits',
  method: 'GET',
  path: '/dev-scrum/audits',
  access: scopes('scrums:audits:read'),
  summary: 'All audits, newest first, by page (search in names; developer, component, rating, days, open follow-ups)',
  query: auditsQuery.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  }),
  reply: listOf(auditSummary),
});

export const createAudit = endpoint({
  name: 'scrums.createAudit',
  method: 'POST',
  path: '/dev-scrum/audits',
  access: scopes('scrums:audits:create'),
  summary: 'Record an audit of a developer (never of oneself); the developer and the follow-ups’ owners are notified',
  body: createAuditBody,
  reply: devAudit,
  status: 201,
});

export const getAudit = endpoint({
  name: 'scrums.getAudit',
  method: 'GET',
  path: '/dev-scrum/audits/{id}',
  // The developer and the follow-ups' owners read it without any scope: the policy decides.
  access: 'signedIn',
  record: policy('scrums.audit'),
  summary: 'One audit with its findings and follow-ups',
  params: idParams,
  reply: devAudit,
});

export const updateAudit = endpoint({
  name: 'scrums.updateAudit',
  method: 'PATCH',
  path: '/dev-scrum/audits/{id}',
  access: scopes('scrums:audits:update'),
  record: policy('scrums.auditWrite'),
  summary:
    'Change an audit: the fields given replace theirs; `findings` and `followUps` are the whole lists (an item with ' +
    'its id is kept and changed, one without is added, one left out is removed). New follow-up owners are notified',
  params: idParams,
  body: updateAuditBody,
  reply: devAudit,
});

export const deleteAudit = endpoint({
  name: 'scrums.deleteAudit',
  method: 'DELETE',
  path: '/dev-scrum/audits/{id}',
  access: scopes('scrums:audits:delete'),
  record: policy('scrums.auditWrite'),
  summary: 'Delete an audit with its findings and follow-ups',
  params: idParams,
  reply: deletedReply,
});

export const listDeveloperAudits = endpoint({
  name: 'scrums.listDeveloperAudits',
  method: 'GET',
  path: '/dev-scrum/audits/users/{userId}',
  access: 'signedIn',
  record: owner('scrums.developer', { or: 'scrums:audits:read', key: 'params.userId' }),
  summary:
    'One developer’s audits, newest first, by page, with the rating’s trend, its average and the open follow-ups. ' +
    'One’s own, or anyone’s with scrums:audits:read',
  params: z.object({ userId: idParams.shape.id }),
  query: pageQuery,
  reply: developerAudits,
});
