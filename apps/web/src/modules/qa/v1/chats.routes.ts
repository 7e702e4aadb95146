// QC v1 screens (spec §2 /qc, /qc-settings): QC v2's components under the older routes (docs/qa.md "QC v1").
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { MenuItem, ModuleRoute } from '../../../core/module';

export const routes: ModuleRoute[] = [
  {
    path: qaScreens.qcChats.pattern,
    scopes: ['qa:chat:read'],
    title: 'Chat archive',
    component: () => import('../pages/v1/chats-page'),
  },
  {
    path: qaScreens.qcChatQueue.pattern,
    scopes: ['qa:chat:read'],
    title: 'Chat queue',
    component: () => import('../pages/v1/chat-queue-page'),
  },
  {
    path: qaScreens.qcChatReview.pattern,
    scopes: ['qa:chat:review'],
    title: 'Chat review',
    component: () => import('../pages/v1/chat-review-page'),
  },
  {
    path: qaScreens.qcChat.pattern,
    scopes: ['qa:chat:read'],
    title: 'Chat',
    component: () => import('../pages/v1/chat-page'),
  },
];
/** Items of the side menu's "QC" group. */
export const menu: MenuItem[] = [
  { label: 'Chat archive', path: qaScreens.qcChats.href(), scopes: ['qa:chat:read'], order: 10, icon: ChatOutlined },
  {
    label: 'Chat queue',
    path: qaScreens.qcChatQueue.href(),
    scopes: ['qa:chat:read'],
    order: 20,
    icon: InboxOutlined,
    activeOn: [qaScreens.qcChatReview.href()],
  },
];
