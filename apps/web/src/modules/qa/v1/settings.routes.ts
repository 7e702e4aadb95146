// QC v1 settings screens (spec §2 /qc-settings tags, score types and grades, cron): QC v2's resources at
// the older paths, through the v1 calls (resources/v1-settings.ts, docs/qa.md "QC v1").
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { MenuItem, ModuleRoute } from '../../../core/module';
import { qcPaths } from '../paths';

const TYPES = ['qa:score:type:read'] as const;
const GRADES = ['qa:score:grade:read'] as const;
const MANAGER = ['qa:manager'] as const;

// Scopes as v2's screens of the same records (module.tsx): reading lists and forms, creating the create forms.
export const routes: ModuleRoute[] = [
  {
    path: qaScreens.qcTags.pattern,
    scopes: ['qa:tag:read'],
    title: 'Tags',
    component: () => import('../pages/v1/tags-page'),
  },
  {
    path: qaScreens.qcNewTag.pattern,
    scopes: ['qa:tag:create'],
    title: 'New tag',
    component: () => import('../pages/v1/tag-page'),
  },
  {
    path: qaScreens.qcTag.pattern,
    scopes: ['qa:tag:read'],
    title: 'Tag',
    component: () => import('../pages/v1/tag-page'),
  },
  {
    path: qaScreens.qcScoreTypes.pattern,
    scopes: TYPES,
    title: 'Score types',
    component: () => import('../pages/v1/score-types-page'),
  },
  {
    path: qaScreens.qcNewScoreType.pattern,
    scopes: ['qa:score:type:create'],
    title: 'New score type',
    component: () => import('../pages/v1/score-type-page'),
  },
  {
    path: qaScreens.qcScoreType.pattern,
    scopes: TYPES,
    title: 'Score type',
    component: () => import('../pages/v1/score-type-page'),
  },
  {
    path: qaScreens.qcScoreGrades.pattern,
    scopes: GRADES,
    title: 'Score grades',
    component: () => import('../pages/v1/score-grades-page'),
  },
  {
    path: qaScreens.qcNewScoreGrade.pattern,
    scopes: ['qa:score:grade:create'],
    title: 'New score grade',
    component: () => import('../pages/v1/score-grade-page'),
  },
  {
    path: qaScreens.qcScoreGrade.pattern,
    scopes: GRADES,
    title: 'Score grade',
    component: () => import('../pages/v1/score-grade-page'),
  },
  {
    path: qaScreens.qcCronConfigs.pattern,
    scopes: MANAGER,
    title: 'Ticket cron settings',
    component: () => import('../pages/v1/cron-configs-page'),
  },
  {
    path: qaScreens.qcNewCronConfig.pattern,
    scopes: MANAGER,
    title: 'New ticket filter',
    component: () => import('../pages/v1/cron-config-page'),
  },
  {
    path: qaScreens.qcCronConfig.pattern,
    scopes: MANAGER,
    title: 'Ticket filter',
    component: () => import('../pages/v1/cron-config-page'),
  },
];

/** Items of the side menu's "QC" group; their create and update screens sit below their paths. */
export const menu: MenuItem[] = [
  { order: 60, label: 'Tags', path: qcPaths.tags(), scopes: ['qa:tag:read'], icon: LocalOfferOutlined },
  { order: 70, label: 'Score types', path: qcPaths.scoreTypes(), scopes: TYPES, icon: TuneOutlined },
  { order: 80, label: 'Score grades', path: qcPaths.scoreGrades(), scopes: GRADES, icon: StarOutlineOutlined },
  { order: 110, label: 'Ticket cron settings', path: qcPaths.cronConfigs(), scopes: MANAGER, icon: ScheduleOutlined },
];
