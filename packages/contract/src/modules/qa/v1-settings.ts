// QC v1 (spec §7 "QC v1" tags, score types, score grades, ticket cron): the older paths of QC v2's
// settings calls. Each is v2's endpoint (its scopes, body, reply and record rule) under the v1 path, so
// both generations edit the same rows by the same rules (docs/qa.md "QC v1").
import { z } from 'zod';
import { endpoint } from '../../http.js';
import {
  createCronConfig,
  cronConfigBody,
  deleteCronConfig,
  getCronConfig,
  listCronConfigs,
  updateCronConfig,
} from './cron.js';
import {
  createScoreGrade,
  createScoreType,
  createTag,
  deleteTag,
  getScoreGrade,
  getScoreType,
  getTag,
  listActiveTags,
  listAllTags,
  listScoreGrades,
  listScoreTypes,
  updateScoreGrade,
  updateScoreType,
  updateTag,
} from './scorecard.js';

// ---- Tags ----

export const v1CreateTag = endpoint({ ...createTag, name: 'qa.v1CreateTag', path: '/qa-controller/tags' });
export const v1ListActiveTags = endpoint({
  ...listActiveTags,
  name: 'qa.v1ListActiveTags',
  path: '/qa-controller/tags',
});
export const v1ListAllTags = endpoint({ ...listAllTags, name: 'qa.v1ListAllTags', path: '/qa-controller/tags/all' });
export const v1GetTag = endpoint({ ...getTag, name: 'qa.v1GetTag', path: '/qa-controller/tags/{id}' });
export const v1UpdateTag = endpoint({ ...updateTag, name: 'qa.v1UpdateTag', path: '/qa-controller/tags/{id}' });
export const v1DeleteTag = endpoint({ ...deleteTag, name: 'qa.v1DeleteTag', path: '/qa-controller/tags/{id}' });

// ---- Score types and grades ----

const types = '/qa-controller/scoreTypes';
export const v1CreateScoreType = endpoint({ ...createScoreType, name: 'qa.v1CreateScoreType', path: types });
export const v1ListScoreTypes = endpoint({ ...listScoreTypes, name: 'qa.v1ListScoreTypes', path: types });
export const v1GetScoreType = endpoint({ ...getScoreType, name: 'qa.v1GetScoreType', path: `${types}/{id}` });
export const v1UpdateScoreType = endpoint({ ...updateScoreType, name: 'qa.v1UpdateScoreType', path: `${types}/{id}` });

const grades = '/qa-controller/scoreGrades';
export const v1CreateScoreGrade = endpoint({ ...createScoreGrade, name: 'qa.v1CreateScoreGrade', path: grades });
export const v1ListScoreGrades = endpoint({ ...listScoreGrades, name: 'qa.v1ListScoreGrades', path: grades });
export const v1GetScoreGrade = endpoint({ ...getScoreGrade, name: 'qa.v1GetScoreGrade', path: `${grades}/{id}` });
export const v1UpdateScoreGrade = endpoint({
  ...updateScoreGrade,
  name: 'qa.v1UpdateScoreGrade',
  path: `${grades}/{id}`,
});

// ---- Ticket cron: a filter whose keyword is the spec's one field, `value` ----

const { value } = cronConfigBody.shape;

/**
 * A v1 filter: `value` (the keyword), and optionally v2's other fields. Left out, they are v2's defaults
 * (active, any department, status and client kind, every matching ticket, every 30 minutes) and the name
 * is the keyword ("Any ticket" without one).
 */
export const v1CronConfigBody = cronConfigBody
  .extend({ name: cronConfigBody.shape.name.optional() })
  .meta({ examples: [{ value: 'certificate' }] });
export type V1CronConfigBody = z.output<typeof v1CronConfigBody>;

/** v1's change: the keyword alone; the filter's other fields stay as they are. */
export const v1CronConfigPatch = z.object({ value: value.unwrap() }).meta({ examples: [{ value: 'refund' }] });

const cron = '/ticket-controller/cron';
export const v1CreateCronConfig = endpoint({
  ...createCronConfig,
  name: 'qa.v1CreateCronConfig',
  path: cron,
  summary: 'Add a ticket cron filter by its keyword (`value`); the other fields default as v2’s',
  body: v1CronConfigBody,
});
export const v1ListCronConfigs = endpoint({ ...listCronConfigs, name: 'qa.v1ListCronConfigs', path: cron });
export const v1GetCronConfig = endpoint({ ...getCronConfig, name: 'qa.v1GetCronConfig', path: `${cron}/{id}` });
export const v1UpdateCronConfig = endpoint({
  ...updateCronConfig,
  name: 'qa.v1UpdateCronConfig',
  path: `${cron}/{id}`,
  summary: 'Change a ticket cron filter’s keyword (`value`); its other fields stay',
  body: v1CronConfigPatch,
});
export const v1DeleteCronConfig = endpoint({
  ...deleteCronConfig,
  name: 'qa.v1DeleteCronConfig',
  path: `${cron}/{id}`,
});
