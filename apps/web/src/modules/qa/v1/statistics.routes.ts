// QC v1 screens (spec §2 /qc, /qc-settings): QC v2's components under the older routes (docs/qa.md "QC v1").
// Statistics, and the chat queue's settings (the one queue both generations take chats from).
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { MenuItem, ModuleRoute } from '../../../core/module';
import { qcPaths } from '../paths';

export const routes: ModuleRoute[] = [
  {
    path: qaScreens.qcStatistics.pattern,
    scopes: ['qa:statistic:read'],
    title: 'Statistics',
    component: () => import('../pages/v1/statistics-page'),
  },
  {
    path: qaScreens.qcChatQueueSettings.pattern,
    scopes: ['qa:chat:settings'],
    title: 'Chat queue settings',
    component: () => import('../pages/v1/chat-queue-settings-page'),
  },
];
/** Items of the side menu's "QC" group. */
export const menu: MenuItem[] = [
  {
    order: 90,
    label: 'Statistics',
    path: qcPaths.statistics(),
    scopes: ['qa:statistic:read'],
    icon: InsightsOutlined,
  },
  {
    order: 120,
    label: 'Chat queue settings',
    path: qcPaths.chatQueueSettings(),
    scopes: ['qa:chat:settings'],
    icon: TuneOutlined,
  },
];
