// QC v1's settings screens (spec §2 /qc-settings tags, score types and grades, cron): QC v2's resources
// at the v1 paths and through the v1 calls — the same rows, fields and columns. A change also makes
// v2's reads stale, since both generations show the same records.
import type { Endpoint } from '@backoffice/contract/http';
import * as qa from '@backoffice/contract/modules/qa';
import type { FieldValues } from 'react-hook-form';
import { defineResource, type Resource } from '../../../ui/resource/resource';
import { qcPaths } from '../paths';
import { cronConfigs } from './cron-configs';
import { scoreGrades, scoreTypes } from './scores';
import { tags } from './tags';

/** A v2 resource at other paths and endpoints; its own reads, and what it made stale, still refresh. */
function v1Of<T extends { id: number }, V extends FieldValues>(
  v2: Resource<T, V>,
  paths: Resource<T, V>['paths'],
  endpoints: Resource<T, V>['endpoints'],
  more: readonly Endpoint[] = [],
): Resource<T, V> {
  const { hooks: _, ...definition } = v2;
  const stale = [v2.endpoints.list, v2.endpoints.get, ...(v2.invalidates ?? []), ...more];
  return defineResource({ ...definition, paths, endpoints, invalidates: stale });
}

export const v1Tags = v1Of(
  tags,
  { list: qcPaths.tags, create: qcPaths.newTag, record: qcPaths.tag },
  { list: qa.v1ListAllTags, get: qa.v1GetTag, create: qa.v1CreateTag, update: qa.v1UpdateTag, remove: qa.v1DeleteTag },
  [qa.v1ListActiveTags],
);

export const v1ScoreTypes = v1Of(
  scoreTypes,
  { list: qcPaths.scoreTypes, create: qcPaths.newScoreType, record: qcPaths.scoreType },
  { list: qa.v1ListScoreTypes, get: qa.v1GetScoreType, create: qa.v1CreateScoreType, update: qa.v1UpdateScoreType },
);

export const v1ScoreGrades = v1Of(
  scoreGrades,
  { list: qcPaths.scoreGrades, create: qcPaths.newScoreGrade, record: qcPaths.scoreGrade },
  { list: qa.v1ListScoreGrades, get: qa.v1GetScoreGrade, create: qa.v1CreateScoreGrade, update: qa.v1UpdateScoreGrade },
);

export const v1CronConfigs = v1Of(
  cronConfigs,
  { list: qcPaths.cronConfigs, create: qcPaths.newCronConfig, record: qcPaths.cronConfig },
  {
    list: qa.v1ListCronConfigs,
    get: qa.v1GetCronConfig,
    // The form sends v2's whole filter; v1's POST takes it (the keyword and the fields v2 adds).
    create: qa.v1CreateCronConfig,
    // v1's PATCH changes the keyword alone: the form's other fields would be lost, so a change goes through v2's.
    update: qa.updateCronConfig,
    remove: qa.v1DeleteCronConfig,
  },
);
