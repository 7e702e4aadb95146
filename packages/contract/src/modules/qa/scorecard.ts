// The QC scorecard (spec §2 "QC v2 settings", §3 tag / score type / score grade, §7 "QC v2"): score
// types (the criteria), score grades (the values a criterion can be given) and tags, with their calls.
// The scoring model: contract/rules/qa-score.ts.
import { z } from 'zod';
import { deletedReply, endpoint, idParams, scopes, timestamps } from '../../http.js';

const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
const description = z.string().trim().max(1000, 'must be at most 1000 characters').default('');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');

// ---- Score types: the criteria of the scorecard ----

export const scoreType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** How much the criterion weighs in the review's score (1–100). */
  weight: z.number().int(),
  /** Failing it (a grade below the pass mark) makes the review's score 0. */
  critical: z.boolean(),
  /** Only active criteria are graded in new reviews; reviews made keep theirs. */
  active: z.boolean(),
  position: z.number().int(),
  ...timestamps,
});
export type ScoreType = z.infer<typeof scoreType>;

export const scoreTypeBody = z
  .object({
    name,
    description,
    weight: z.number().int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(1),
    critical: z.boolean().default(false),
    active: z.boolean().default(true),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .meta({ examples: [{ name: 'Greeting', weight: 1 }] });
export type ScoreTypeBody = z.output<typeof scoreTypeBody>;

// ---- Score grades: the values a criterion can be given ----

export const scoreGrade = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0–100; below the pass mark (50) it fails its criterion. */
  value: z.number().int(),
  color: z.string(),
  /** The key that gives it in the review screen (1–9), or null. */
  shortcut: z.number().int().nullable(),
  ...timestamps,
});
export type ScoreGrade = z.infer<typeof scoreGrade>;

export const scoreGradeBody = z
  .object({
    name,
    value: z.number().int('must be a whole number').min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
    color: color.default('#1565c0'),
    shortcut: z.number().int().min(1, 'must be a key 1 to 9').max(9, 'must be a key 1 to 9').nullable().default(null),
  })
  .meta({ examples: [{ name: 'Good', value: 75 }] });
export type ScoreGradeBody = z.output<typeof scoreGradeBody>;

// ---- Tags ----

export const tag = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  /** Inactive tags stay on what they tag but are offered no more. */
  active: z.boolean(),
  ...timestamps,
});
export type Tag = z.infer<typeof tag>;

export const tagBody = z
  .object({ name, description, color: color.default('#757575'), active: z.boolean().default(true) })
  .meta({ examples: [{ name: 'Refund' }] });
export type TagBody = z.output<typeof tagBody>;

// ---- Endpoints (spec §7 "QC v2") ----

export const listScoreTypes = endpoint({
  name: 'qa.listScoreTypes',
  method: 'GET',
  path: '/qa-controller-v2/score/types',
  access: scopes('qa:score:type:read'),
  summary: 'The criteria of the scorecard, in their order',
  reply: z.array(scoreType),
});

export const createScoreType = endpoint({
  name: 'qa.createScoreType',
  method: 'POST',
  path: '/qa-controller-v2/score/types',
  access: scopes('qa:score:type:create'),
  summary: 'Add a criterion to the scorecard',
  body: scoreTypeBody,
  status: 201,
  reply: scoreType,
});

export const getScoreType = endpoint({
  name: 'qa.getScoreType',
  method: 'GET',
  path: '/qa-controller-v2/score/types/{id}',
  access: scopes('qa:score:type:read'),
  record: 'any',
  summary: 'One criterion',
  params: idParams,
  reply: scoreType,
});

export const updateScoreType = endpoint({
  name: 'qa.updateScoreType',
  method: 'PATCH',
  path: '/qa-controller-v2/score/types/{id}',
  access: scopes('qa:score:type:update'),
  record: 'any',
  summary: 'Change a criterion (reviews made keep the score they were given)',
  params: idParams,
  body: scoreTypeBody,
  reply: scoreType,
});

export const listScoreGrades = endpoint({
  name: 'qa.listScoreGrades',
  method: 'GET',
  path: '/qa-controller-v2/score/grades',
  access: scopes('qa:score:grade:read'),
  summary: 'The grades a criterion can be given, best first',
  reply: z.array(scoreGrade),
});

export const createScoreGrade = endpoint({
  name: 'qa.createScoreGrade',
  method: 'POST',
  path: '/qa-controller-v2/score/grades',
  access: scopes('qa:score:grade:create'),
  summary: 'Add a grade',
  body: scoreGradeBody,
  status: 201,
  reply: scoreGrade,
});

export const getScoreGrade = endpoint({
  name: 'qa.getScoreGrade',
  method: 'GET',
  path: '/qa-controller-v2/score/grades/{id}',
  access: scopes('qa:score:grade:read'),
  record: 'any',
  summary: 'One grade',
  params: idParams,
  reply: scoreGrade,
});

export const updateScoreGrade = endpoint({
  name: 'qa.updateScoreGrade',
  method: 'PATCH',
  path: '/qa-controller-v2/score/grades/{id}',
  access: scopes('qa:score:grade:update'),
  record: 'any',
  summary: 'Change a grade (reviews made keep the score they were given)',
  params: idParams,
  body: scoreGradeBody,
  reply: scoreGrade,
});

export const listActiveTags = endpoint({
  name: 'qa.listActiveTags',
  method: 'GET',
  path: '/qa-controller-v2/tags',
  access: scopes('qa:tag:read'),
  summary: 'The active tags, by name',
  reply: z.array(tag),
});

export const listAllTags = endpoint({
  name: 'qa.listAllTags',
  method: 'GET',
  path: '/qa-controller-v2/tags/all',
  access: scopes('qa:tag:read'),
  summary: 'Every tag, active or not, by name',
  reply: z.array(tag),
});

export const getTag = endpoint({
  name: 'qa.getTag',
  method: 'GET',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:read'),
  record: 'any',
  summary: 'One tag',
  params: idParams,
  reply: tag,
});

export const createTag = endpoint({
  name: 'qa.createTag',
  method: 'POST',
  path: '/qa-controller-v2/tags',
  access: scopes('qa:tag:create'),
  summary: 'Add a tag',
  body: tagBody,
  status: 201,
  reply: tag,
});

export const updateTag = endpoint({
  name: 'qa.updateTag',
  method: 'PATCH',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:update'),
  record: 'any',
  summary: 'Change a tag (deactivating keeps it on what it tags)',
  params: idParams,
  body: tagBody,
  reply: tag,
});

export const deleteTag = endpoint({
  name: 'qa.deleteTag',
  method: 'DELETE',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:delete'),
  record: 'any',
  summary: 'Delete a tag',
  params: idParams,
  reply: deletedReply,
});
