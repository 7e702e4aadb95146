import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { defineModule } from '../../core/module';
import { qaPaths } from './paths';

// Spec §2 "QC v2 settings": scores needs both read scopes; each screen otherwise its own group's.
const SCORES = ['qa:score:type:read', 'qa:score:grade:read'] as const;

export default defineModule({
  routes: [
    { path: '/qc-settings-v2/scores', scopes: SCORES, title: 'Scores', component: () => import('./pages/scores-page') },
    {
      path: '/qc-settings-v2/scores/types',
      scopes: ['qa:score:type:read'],
      title: 'Score types',
      component: () => import('./pages/scores-page'),
    },
    {
      path: '/qc-settings-v2/scores/types/:scoreTypeId',
      scopes: ['qa:score:type:read'],
      title: 'Score type',
      component: () => import('./pages/score-type-page'),
    },
    {
      path: '/qc-settings-v2/scores/grades',
      scopes: ['qa:score:grade:read'],
      title: 'Score grades',
      component: () => import('./pages/scores-page'),
    },
    {
      path: '/qc-settings-v2/scores/grades/:scoreGradeId',
      scopes: ['qa:score:grade:read'],
      title: 'Score grade',
      component: () => import('./pages/score-grade-page'),
    },
    {
      path: '/qc-settings-v2/tags',
      scopes: ['qa:tag:read'],
      title: 'Tags',
      component: () => import('./pages/tags-page'),
    },
    {
      path: '/qc-settings-v2/tags/create',
      scopes: ['qa:tag:create'],
      title: 'New tag',
      component: () => import('./pages/tag-page'),
    },
    {
      path: '/qc-settings-v2/tags/:tagId',
      scopes: ['qa:tag:read'],
      title: 'Tag',
      component: () => import('./pages/tag-page'),
    },
  ],
  menu: [
    {
      group: 'QC V2',
      order: 40,
      items: [
        { order: 90, label: 'Scores', path: qaPaths.scores(), scopes: SCORES, icon: TuneOutlined },
        { order: 91, label: 'Tags', path: qaPaths.tags(), scopes: ['qa:tag:read'], icon: LocalOfferOutlined },
      ],
    },
  ],
});
