import {
  createScoreGrade,
  createScoreType,
  getScoreGrade,
  getScoreType,
  listScoreGrades,
  listScoreTypes,
  type ScoreGrade,
  type ScoreType,
  scoreGradeBody,
  scoreTypeBody,
  updateScoreGrade,
  updateScoreType,
} from '@backoffice/contract/modules/qa';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { defineResource } from '../../../ui/resource/resource';
import { qaPaths } from '../paths';

// The criteria and the grades share one list screen, Scores (scores-page.tsx): their forms are
// resources, their list is not.
const paths = { list: qaPaths.scores, create: () => qaPaths.scoreType('new') };

interface ScoreTypeValues {
  name: string;
  description: string;
  weight: number;
  critical: boolean;
  active: boolean;
  position: number;
}

/** A criterion of the scorecard (spec §2 /qc-settings-v2/scores/types/{scoreTypeId}; `new` makes one). */
export const scoreTypes = defineResource<ScoreType, ScoreTypeValues>({
  name: 'criterion',
  plural: 'Scores',
  icon: TuneOutlined,
  paths: { ...paths, record: qaPaths.scoreType },
  endpoints: { list: listScoreTypes, get: getScoreType, create: createScoreType, update: updateScoreType },
  schema: scoreTypeBody,
  toValues: (type) => ({
    name: type?.name ?? '',
    description: type?.description ?? '',
    weight: type?.weight ?? 1,
    critical: type?.critical ?? false,
    active: type?.active ?? true,
    position: type?.position ?? 0,
  }),
  sections: [
    {
      title: 'Criterion',
      description: 'What the reviewer judges, and how much it weighs.',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        { name: 'weight', label: 'Weight', kind: 'number', min: 1, max: 100, width: 'quarter' },
        { name: 'position', label: 'Order', kind: 'number', min: 0, max: 1000, width: 'quarter' },
        { name: 'description', label: 'What the reviewer looks for', kind: 'multiline' },
        { name: 'critical', label: "Critical: a grade below 50 makes the review's score 0", kind: 'switch' },
        { name: 'active', label: 'Active: graded in new reviews', kind: 'switch' },
      ],
    },
  ],
  columns: [],
});

interface ScoreGradeValues {
  name: string;
  value: number;
  color: string;
  shortcut: number | null;
}

const KEYS = [
  { value: null, label: 'None' },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((key) => ({ value: key, label: String(key) })),
];

/** A grade (the spec's grade screen; `new` makes one). */
export const scoreGrades = defineResource<ScoreGrade, ScoreGradeValues>({
  name: 'grade',
  plural: 'Scores',
  icon: TuneOutlined,
  paths: { list: qaPaths.scores, create: () => qaPaths.scoreGrade('new'), record: qaPaths.scoreGrade },
  endpoints: { list: listScoreGrades, get: getScoreGrade, create: createScoreGrade, update: updateScoreGrade },
  schema: scoreGradeBody,
  toValues: (grade) => ({
    name: grade?.name ?? '',
    value: grade?.value ?? 75,
    color: grade?.color ?? '#1565c0',
    shortcut: grade?.shortcut ?? null,
  }),
  sections: [
    {
      title: 'Grade',
      description: 'A value 0–100 a criterion can be given; below 50 it fails the criterion.',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        { name: 'value', label: 'Value', kind: 'number', min: 0, max: 100, width: 'quarter' },
        { name: 'shortcut', label: 'Key', kind: 'select', options: KEYS, width: 'quarter' },
        { name: 'color', label: 'Colour', kind: 'color', width: 'quarter' },
      ],
    },
  ],
  columns: [],
});
