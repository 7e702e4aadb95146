import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { defineModule } from '../../core/module';
import { qaPaths } from './paths';

// Spec §2 "QC v2 settings": scores needs both read scopes; each screen otherwise its own group's.
const SCORES = ['qa:score:type:read', 'qa:score:grade:read'] as const;

export default defineModule({
  routes: [
    // Spec §2 "QC v2": the review screens.
    {
      path: '/qc-v2/chats/queue/:chatId?',
      scopes: ['qa:chat:review'],
      title: 'Chat queue',
      component: () => import('./pages/queue-page'),
    },
    {
      path: '/qc-v2/chats/archive/:chatId?',
      scopes: ['qa:chat:review'],
      title: 'Chat archive',
      component: () => import('./pages/archive-page'),
    },
    {
      path: '/qc-v2/tickets/queue',
      scopes: ['qa:ticket:review'],
      title: 'Ticket queue',
      component: () => import('./pages/ticket-queue-page'),
    },
    {
      path: '/qc-v2/tickets/archive',
      scopes: ['qa:ticket:review'],
      title: 'Ticket archive',
      component: () => import('./pages/ticket-archive-page'),
    },
    {
      path: '/qc-v2/tickets/:ticketId',
      scopes: ['qa:ticket:review'],
      title: 'Ticket',
      component: () => import('./pages/conversation-page'),
    },
    {
      path: '/qc-v2/feedbacks',
      scopes: ['qa:feedback:read'],
      title: 'Feedbacks',
      component: () => import('./pages/feedbacks-page'),
    },
    {
      path: '/qc-v2/chat-feedbacks/:id',
      scopes: ['qa:feedback:read'],
      title: 'Chat feedback',
      component: () => import('./pages/feedback-page'),
    },
    {
      path: '/qc-v2/ticket-feedbacks/:id',
      scopes: ['qa:feedback:read'],
      title: 'Ticket feedback',
      component: () => import('./pages/ticket-feedback-page'),
    },
    {
      path: '/qc-v2/escalations',
      scopes: ['qa:escalation:read'],
      title: 'Escalations',
      component: () => import('./pages/escalations-page'),
    },
    {
      path: '/qc-v2/chat-escalations/:id',
      scopes: ['qa:escalation:read'],
      title: 'Chat escalation',
      component: () => import('./pages/escalation-page'),
    },
    {
      path: '/qc-v2/ticket-escalations/:id',
      scopes: ['qa:escalation:read'],
      title: 'Ticket escalation',
      component: () => import('./pages/ticket-escalation-page'),
    },
    {
      path: '/qc-v2/statistics',
      scopes: ['qa:statistic:read'],
      title: 'Statistics',
      component: () => import('./pages/statistics-page'),
    },
    {
      path: '/qc-v2/statistics/users/:userId',
      scopes: ['qa:statistic:read'],
      title: 'Agent statistics',
      component: () => import('./pages/user-statistics-page'),
    },
    {
      path: '/qc-settings-v2/ticket-cron-config',
      scopes: ['qa:manager'],
      title: 'Ticket cron',
      component: () => import('./pages/cron-configs-page'),
    },
    {
      path: '/qc-settings-v2/ticket-cron-config/create',
      scopes: ['qa:manager'],
      title: 'New ticket filter',
      component: () => import('./pages/cron-config-page'),
    },
    {
      path: '/qc-settings-v2/ticket-cron-config/:id',
      scopes: ['qa:manager'],
      title: 'Ticket filter',
      component: () => import('./pages/cron-config-page'),
    },
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
        { order: 10, label: 'Chat queue', path: qaPaths.chatQueue(), scopes: ['qa:chat:review'], icon: InboxOutlined },
        {
          order: 11,
          label: 'Chat archive',
          path: qaPaths.chatArchive(),
          scopes: ['qa:chat:review'],
          icon: ForumOutlined,
        },
        {
          order: 20,
          label: 'Ticket queue',
          path: qaPaths.ticketQueue(),
          scopes: ['qa:ticket:review'],
          icon: MoveToInboxOutlined,
        },
        {
          order: 21,
          label: 'Ticket archive',
          path: qaPaths.ticketArchive(),
          scopes: ['qa:ticket:review'],
          icon: ConfirmationNumberOutlined,
        },
        {
          order: 30,
          label: 'Feedbacks',
          path: qaPaths.feedbacks(),
          scopes: ['qa:feedback:read'],
          icon: RateReviewOutlined,
        },
        {
          order: 31,
          label: 'Escalations',
          path: qaPaths.escalations(),
          scopes: ['qa:escalation:read'],
          icon: ReportOutlined,
        },
        {
          order: 40,
          label: 'Statistics',
          path: qaPaths.statistics(),
          scopes: ['qa:statistic:read'],
          icon: InsightsOutlined,
        },
        { order: 90, label: 'Scores', path: qaPaths.scores(), scopes: SCORES, icon: TuneOutlined },
        { order: 91, label: 'Tags', path: qaPaths.tags(), scopes: ['qa:tag:read'], icon: LocalOfferOutlined },
        {
          order: 92,
          label: 'Ticket cron config',
          path: qaPaths.cronConfigs(),
          scopes: ['qa:manager'],
          icon: ScheduleOutlined,
        },
      ],
    },
  ],
});
