import { qaScreens } from '@backoffice/contract/modules/qa.paths';
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
import { statisticsHeading } from './headings';
import { qaPaths } from './paths';
import * as v1Chats from './v1/chats.routes';
import * as v1FollowUp from './v1/follow-up.routes';
import * as v1Settings from './v1/settings.routes';
import * as v1Statistics from './v1/statistics.routes';
import * as v1Tickets from './v1/tickets.routes';

/** One of the bell's QC buttons, loaded when a notice about a feedback or an escalation is first shown. */
const notice = (name: keyof typeof import('./components/notice-actions')) =>
  import('./components/notice-actions').then((m) => ({ default: m[name] }));

// Spec §2 "QC v2 settings": scores needs both read scopes; each screen otherwise its own group's.
const SCORES = ['qa:score:type:read', 'qa:score:grade:read'] as const;

export default defineModule({
  routes: [
    // Spec §2 "QC v1" and "QC v1 settings": v1/*.routes.ts.
    ...v1Chats.routes,
    ...v1Tickets.routes,
    ...v1Settings.routes,
    ...v1FollowUp.routes,
    ...v1Statistics.routes,
    // Spec §2 "QC v2": the review screens.
    {
      path: qaScreens.chatQueue.pattern,
      scopes: ['qa:chat:review'],
      title: 'Chat queue',
      early: 'qa.chatQueue',
      component: () => import('./pages/queue-page'),
    },
    {
      path: qaScreens.chatArchive.pattern,
      scopes: ['qa:chat:review'],
      title: 'Chat archive',
      component: () => import('./pages/archive-page'),
    },
    {
      path: qaScreens.ticketQueue.pattern,
      scopes: ['qa:ticket:review'],
      title: 'Ticket queue',
      early: 'qa.ticketQueue',
      component: () => import('./pages/ticket-queue-page'),
    },
    {
      path: qaScreens.ticketArchive.pattern,
      scopes: ['qa:ticket:review'],
      title: 'Ticket archive',
      component: () => import('./pages/ticket-archive-page'),
    },
    {
      path: qaScreens.ticket.pattern,
      scopes: ['qa:ticket:review'],
      title: 'Ticket',
      component: () => import('./pages/conversation-page'),
    },
    {
      path: qaScreens.feedbacks.pattern,
      scopes: ['qa:feedback:read'],
      title: 'Feedbacks',
      component: () => import('./pages/feedbacks-page'),
    },
    {
      path: qaScreens.chatFeedback.pattern,
      scopes: ['qa:feedback:read'],
      title: 'Chat feedback',
      component: () => import('./pages/feedback-page'),
    },
    {
      path: qaScreens.ticketFeedback.pattern,
      scopes: ['qa:feedback:read'],
      title: 'Ticket feedback',
      component: () => import('./pages/ticket-feedback-page'),
    },
    {
      path: qaScreens.escalations.pattern,
      scopes: ['qa:escalation:read'],
      title: 'Escalations',
      component: () => import('./pages/escalations-page'),
    },
    {
      path: qaScreens.chatEscalation.pattern,
      scopes: ['qa:escalation:read'],
      title: 'Chat escalation',
      component: () => import('./pages/escalation-page'),
    },
    {
      path: qaScreens.ticketEscalation.pattern,
      scopes: ['qa:escalation:read'],
      title: 'Ticket escalation',
      component: () => import('./pages/ticket-escalation-page'),
    },
    {
      path: qaScreens.statistics.pattern,
      scopes: ['qa:statistic:read'],
      ...statisticsHeading,
      component: () => import('./pages/statistics-page'),
    },
    {
      path: qaScreens.userStatistics.pattern,
      scopes: ['qa:statistic:read'],
      title: 'Agent statistics',
      component: () => import('./pages/user-statistics-page'),
    },
    {
      path: qaScreens.cronConfigs.pattern,
      scopes: ['qa:manager'],
      title: 'Ticket cron',
      component: () => import('./pages/cron-configs-page'),
    },
    {
      path: qaScreens.newCronConfig.pattern,
      scopes: ['qa:manager'],
      title: 'New ticket filter',
      component: () => import('./pages/cron-config-page'),
    },
    {
      path: qaScreens.cronConfig.pattern,
      scopes: ['qa:manager'],
      title: 'Ticket filter',
      component: () => import('./pages/cron-config-page'),
    },
    { path: qaScreens.scores.pattern, scopes: SCORES, title: 'Scores', component: () => import('./pages/scores-page') },
    {
      path: qaScreens.scoreTypes.pattern,
      scopes: ['qa:score:type:read'],
      title: 'Score types',
      component: () => import('./pages/scores-page'),
    },
    {
      path: qaScreens.scoreType.pattern,
      scopes: ['qa:score:type:read'],
      title: 'Score type',
      component: () => import('./pages/score-type-page'),
    },
    {
      path: qaScreens.scoreGrades.pattern,
      scopes: ['qa:score:grade:read'],
      title: 'Score grades',
      component: () => import('./pages/scores-page'),
    },
    {
      path: qaScreens.scoreGrade.pattern,
      scopes: ['qa:score:grade:read'],
      title: 'Score grade',
      component: () => import('./pages/score-grade-page'),
    },
    {
      path: qaScreens.tags.pattern,
      scopes: ['qa:tag:read'],
      title: 'Tags',
      component: () => import('./pages/tags-page'),
    },
    {
      path: qaScreens.newTag.pattern,
      scopes: ['qa:tag:create'],
      title: 'New tag',
      component: () => import('./pages/tag-page'),
    },
    {
      path: qaScreens.tag.pattern,
      scopes: ['qa:tag:read'],
      title: 'Tag',
      component: () => import('./pages/tag-page'),
    },
  ],
  menu: [
    // Spec §2 side menu: "QC" (v1) above "QC V2".
    {
      group: 'QC',
      order: 39,
      items: [...v1Chats.menu, ...v1Tickets.menu, ...v1Settings.menu, ...v1FollowUp.menu, ...v1Statistics.menu],
    },
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
          // A ticket's page (/qc-v2/tickets/{id}) is opened from the archive; the queue keeps its own item.
          activeOn: ['/qc-v2/tickets'],
        },
        {
          order: 30,
          label: 'Feedbacks',
          path: qaPaths.feedbacks(),
          scopes: ['qa:feedback:read'],
          icon: RateReviewOutlined,
          // A feedback's own page lies outside the list's path (spec §2).
          activeOn: ['/qc-v2/chat-feedbacks', '/qc-v2/ticket-feedbacks'],
        },
        {
          order: 31,
          label: 'Escalations',
          path: qaPaths.escalations(),
          scopes: ['qa:escalation:read'],
          icon: ReportOutlined,
          activeOn: ['/qc-v2/chat-escalations', '/qc-v2/ticket-escalations'],
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
  commands: () => import('./commands'),
  // Accept on a feedback given to the reader, Take on an open escalation (components/notice-actions.tsx).
  notificationActions: [
    {
      screen: qaScreens.chatFeedback.pattern,
      scopes: ['qa:feedback:read'],
      component: () => notice('ChatFeedbackNotice'),
    },
    {
      screen: qaScreens.ticketFeedback.pattern,
      scopes: ['qa:feedback:read'],
      component: () => notice('TicketFeedbackNotice'),
    },
    {
      screen: qaScreens.chatEscalation.pattern,
      scopes: ['qa:manager'],
      component: () => notice('ChatEscalationNotice'),
    },
    {
      screen: qaScreens.ticketEscalation.pattern,
      scopes: ['qa:manager'],
      component: () => notice('TicketEscalationNotice'),
    },
  ],
});
