import { defineServerModule } from '../../core/module.js';
import { leaveDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { awayDays } from './services/request-lists.js';

export default defineServerModule({
  name: 'leave',
  handlers,
  policies,
  demo: leaveDemo,
  provides: { 'leave.away': awayDays },
  // Without the event calendar no holiday is a day off; without shifts no cover is shown, no leader told.
  uses: ['events.daysOff?', 'shifts.plan?'],
  // Shown only to the requester, the approvers and leave administrators (docs/leave.md "Who sees
  // what"): audit rows say that they were set or changed, never what they say. The row's names, and
  // the request's as the contract writes them (`document`; `comment` of a decision's body).
  personalFields: {
    'leave-request': ['reason', 'documentId', 'reviewComment', 'document', 'comment'],
    'leave-cancellation': [],
    'leave-approvers': [],
    'leave-allowance': [],
  },
});
