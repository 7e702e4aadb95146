// Team cover, from the shift calendar's plan (the service `shifts.plan`): how many of each team are
// away on each day, and what approving a request would leave of each shift (beyond the spec: an
// approver sees "Night 23:00–07:00 of the night team drops to 1 on 24 Dec" before saying yes).
import { leaveDays } from '@backoffice/contract/rules/working-days';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { and, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { leaveRequests } from '../schema.js';
import { daysOffIn, overlapping, type RequestRow } from './shared.js';

/** Who is away on each day of a range (a half day counts), by status. */
async function awayByDay(ctx: AppContext, userIds: number[], from: string, to: string, except?: number) {
  const rows = userIds.length
    ? await ctx.db
        .select()
        .from(leaveRequests)
        .where(and(inArray(leaveRequests.userId, userIds), overlapping(from, to)))
    : [];
  const away = new Map<string, { approved: Set<number>; pending: Set<number> }>();
  for (const r of rows) {
    if (r.id === except) continue;
    for (let date = r.from > from ? r.from : from; date <= r.to && date <= to; date = addDays(date, 1)) {
      const day = away.get(date) ?? { approved: new Set(), pending: new Set() };
      day[r.status === 'approved' ? 'approved' : 'pending'].add(r.userId);
      away.set(date, day);
    }
  }
  return away;
}

export async function teamsAway(ctx: AppContext, from: string, to: string) {
  const plan = await ctx.services['shifts.plan']?.(ctx, [], from, to);
  if (!plan) return [];
  const people = [...new Set(plan.teams.flatMap((t) => t.memberIds))];
  const away = await awayByDay(ctx, people, from, to);
  const out = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = away.get(date);
    for (const team of plan.teams) {
      const members = [...team.memberIds].sort((a, b) => a - b);
      const awayIds = members.filter((id) => day?.approved.has(id));
      const pendingIds = members.filter((id) => day?.pending.has(id));
      out.push({
        date,
        teamId: team.id,
        teamName: team.name,
        size: team.memberIds.length,
        away: awayIds.length,
        pending: pendingIds.length,
        awayIds,
        pendingIds,
      });
    }
  }
  return out;
}

export async function requestCover(ctx: AppContext, request: RequestRow) {
  const plan = await ctx.services['shifts.plan']?.(ctx, [request.userId], request.from, request.to);
  if (!plan) return [];
  const teams = plan.teams.filter((t) => t.memberIds.includes(request.userId));
  const people = [...new Set(teams.flatMap((t) => t.memberIds))];
  const away = await awayByDay(ctx, people, request.from, request.to, request.id);
  const days = leaveDays(request, await daysOffIn(ctx, request.from, request.to));
  return days.flatMap(({ date }) =>
    teams.map((team) => {
      const approvedAway = away.get(date)?.approved ?? new Set<number>();
      const working = plan.shifts.filter(
        (s) => s.date === date && team.memberIds.includes(s.userId) && !approvedAway.has(s.userId),
      );
      const labels = [...new Set(working.map((s) => s.label))].sort();
      return {
        date,
        teamId: team.id,
        teamName: team.name,
        size: team.memberIds.length,
        away: team.memberIds.filter((id) => approvedAway.has(id)).length,
        shifts: labels.map((label) => {
          const on = working.filter((s) => s.label === label);
          return {
            label,
            planned: on.length,
            ifApproved: on.filter((s) => s.userId !== request.userId).length,
          };
        }),
      };
    }),
  );
}
