// QC v1 screens (spec §2 /qc tickets): QC v2's components under the older routes, through the v1 calls
// (docs/qa.md "QC v1").
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import type { MenuItem, ModuleRoute } from '../../../core/module';
import { qcPaths } from '../paths';

export const routes: ModuleRoute[] = [
  {
    path: qaScreens.qcTickets.pattern,
    scopes: ['qa:ticket:read'],
    title: 'Ticket list',
    component: () => import('../pages/v1/tickets-page'),
  },
  {
    path: qaScreens.qcTicketReview.pattern,
    scopes: ['qa:ticket:review'],
    title: 'Review ticket',
    component: () => import('../pages/v1/ticket-review-page'),
  },
  {
    // The spec states no scope of its own: the list's.
    path: qaScreens.qcTicket.pattern,
    scopes: ['qa:ticket:read'],
    title: 'Ticket',
    component: () => import('../pages/v1/ticket-page'),
  },
];

/** Items of the side menu's "QC" group. */
export const menu: MenuItem[] = [
  {
    order: 50,
    label: 'Ticket list',
    path: qcPaths.tickets(),
    scopes: ['qa:ticket:read'],
    icon: ConfirmationNumberOutlined,
  },
];
