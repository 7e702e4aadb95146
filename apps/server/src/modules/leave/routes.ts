import * as api from '@backoffice/contract/modules/leave';
import { todayIn } from '../../core/company-time.js';
import { handle } from '../../core/http.js';
import { readLeaveForm } from './form.js';
import * as approvers from './services/approvers.js';
import * as balances from './services/balances.js';
import * as cancellations from './services/cancellations.js';
import * as cover from './services/cover.js';
import * as decisions from './services/decisions.js';
import * as lists from './services/request-lists.js';
import * as requests from './services/requests.js';
import { viewerOf } from './services/shared.js';

const thisYear = (ctx: Parameters<typeof todayIn>[0]) => Number(todayIn(ctx).slice(0, 4));

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(api.approvedRequests, ({ ctx, user, params, query }) =>
    lists.approvedRequests(ctx, user, params.id, query.year ?? thisYear(ctx)),
  ),
  handle(api.upcomingRequests, ({ ctx, user, params }) => lists.upcomingRequests(ctx, user, params.id)),
  handle(api.userRequests, ({ ctx, user, params, query }) => lists.userRequests(ctx, user, params.id, query.page)),
  handle(api.createRequest, async ({ ctx, user, request, reply }) => {
    const form = await readLeaveForm(ctx, { request, reply });
    try {
      return await requests.createRequest(ctx, user, form.data, form.document);
    } finally {
      await form.discard();
    }
  }),
  handle(api.requestsByDate, ({ ctx, user, query }) => lists.requestsBetween(ctx, user, query.date, query.to)),
  handle(api.awayBetween, ({ ctx, query }) => lists.awayBetween(ctx, query.date, query.to)),
  handle(api.listTypes, ({ ctx }) => balances.listTypes(ctx.db)),
  handle(api.pendingRequests, ({ ctx, user }) => lists.pendingRequests(ctx, user)),
  handle(api.reviewRequest, ({ ctx, user, record, body }) =>
    decisions.reviewRequest(ctx, user, record, body.isApproved, body.comment),
  ),
  handle(api.requestCover, ({ ctx, record }) => cover.requestCover(ctx, record.row)),
  handle(api.listApprovers, ({ ctx }) => approvers.approverGroups(ctx.db)),
  handle(api.departmentApprovers, ({ ctx, params }) => approvers.departmentApprovers(ctx.db, params.departmentId)),
  handle(api.setApprovers, ({ ctx, body }) => approvers.setApprovers(ctx, body.departmentId, body.userIds)),
  handle(api.createCancellation, ({ ctx, user, body }) => cancellations.createCancellation(ctx, user, body.requestId)),
  handle(api.reviewCancellation, ({ ctx, user, record, body }) =>
    cancellations.reviewCancellation(ctx, user, record, body.isApproved),
  ),
  handle(api.usersOnDate, ({ ctx, user, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST: nothing changes
    return lists.usersOnDate(ctx, user, body.usersIds, body.date);
  }),
  handle(api.archive, ({ ctx, user, body, request }) => {
    request.skipAudit = true;
    return lists.archive(ctx, user, body.usersIds, body.page);
  }),
  handle(
    api.userTypes,
    async ({ ctx, params, query }) =>
      (await balances.balancesFor(ctx.db, [params.id], query.year ?? thisYear(ctx))).get(params.id)!,
  ),
  handle(api.getEmployee, ({ ctx, params, query }) =>
    balances.employeeLeave(ctx.db, params.id, query.year ?? thisYear(ctx)),
  ),
  handle(api.updateEmployee, ({ ctx, params, body }) => balances.updateEmployee(ctx, params.id, body)),
  handle(api.employeesByIds, async ({ ctx, user, body, request }) => {
    request.skipAudit = true;
    return balances.visibleEmployees(ctx.db, await viewerOf(ctx.db, user), body.ids, body.year ?? thisYear(ctx));
  }),
  handle(api.daysOff, async ({ ctx, query }) => [
    ...((await ctx.services['events.daysOff']?.(ctx, query.from, query.to)) ?? []),
  ]),
  handle(api.teamsAway, ({ ctx, query }) => cover.teamsAway(ctx, query.from, query.to)),
];
