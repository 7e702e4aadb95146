// Demo data of the leave calendar (`npm run demo`): approvers for every department (its shift leaders,
// else its first person), some carried-over days, and requests of every state around today, all
// through the module's services.
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import { asc } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import { todayIn } from '../../core/company-time.js';
import type { ModuleDemo } from '../../core/module.js';
import { leaveTypes } from './schema.js';
import { setApprovers } from './services/approvers.js';
import { updateEmployee } from './services/balances.js';
import { createCancellation } from './services/cancellations.js';
import { findRequest, reviewRequest } from './services/decisions.js';
import { createRequest } from './services/requests.js';

export const leaveDemo: ModuleDemo = {
  order: 70,
  roles: {
    everyone: ['calendar:leave:create'],
    'Shift leader': ['calendar:request:approvers', 'calendar:employee:update'],
    'QA manager': ['calendar:request:approvers'],
    Administrator: ['calendar:leave:*', 'calendar:request:*', 'calendar:employee:*'],
  },
  async seed(ctx, { actor, departments, people }) {
    const types = await ctx.db.select().from(leaveTypes).orderBy(asc(leaveTypes.position));
    const annual = types.find((t) => t.name === 'Annual leave') ?? types[0]!;
    const sick = types.find((t) => t.name === 'Sick leave') ?? annual;
    const personOf = (p: (typeof people)[number]): AuthUser => ({
      ...actor,
      id: p.id,
      username: p.username,
      name: p.username,
      isAdmin: false,
      scopes: ['calendar:leave:create'],
    });
    const leaders = people.filter((p) => p.role === 'Shift leader');
    for (const [, departmentId] of departments) {
      await setApprovers(ctx, departmentId, leaders.length ? leaders.map((l) => l.id) : [people[0]!.id]);
    }
    const year = Number(todayIn(ctx).slice(0, 4));
    for (const p of people.slice(0, 10)) {
      await updateEmployee(ctx, p.id, {
        year,
        types: [{ typeId: annual.id, allowance: null, carriedOver: (p.index % 3) * 2 }],
      });
    }

    const monday = weekStart(todayIn(ctx));
    const agents = people.filter((p) => p.role === 'Support agent' || p.role === 'Reviewer');
    const ask = async (p: (typeof people)[number], from: string, to: string, typeId = annual.id, reason = '') =>
      createRequest(ctx, personOf(p), { typeId, from, to, halfStart: false, halfEnd: false, reason }, undefined);
    const decide = async (id: number, isApproved: boolean, comment?: string) =>
      reviewRequest(ctx, actor, (await findRequest(ctx.db, id))!, isApproved, comment);

    const plans: {
      from: number;
      to: number;
      decision: 'approve' | 'reject' | 'wait' | 'cancel' | 'cancel-later';
      reason: string;
    }[] = [
      { from: -35, to: -31, decision: 'approve', reason: 'Family visit' },
      { from: 14, to: 18, decision: 'approve', reason: 'Winter holiday' },
      { from: 21, to: 22, decision: 'wait', reason: 'Moving house' },
      { from: 7, to: 9, decision: 'reject', reason: 'Concert trip' },
      { from: 28, to: 30, decision: 'cancel', reason: 'Plans changed' },
      { from: 35, to: 39, decision: 'cancel-later', reason: 'Ski week' },
      { from: 2, to: 3, decision: 'wait', reason: 'Dentist and paperwork' },
      { from: 10, to: 11, decision: 'approve', reason: 'Long weekend' },
    ];
    for (const [i, plan] of plans.entries()) {
      const person = agents[i % Math.max(1, agents.length)] ?? people[i]!;
      const request = await ask(person, addDays(monday, plan.from), addDays(monday, plan.to), annual.id, plan.reason);
      if (plan.decision === 'approve') await decide(request.id, true, 'Enjoy!');
      if (plan.decision === 'reject') await decide(request.id, false, 'Too many people away that week');
      if (plan.decision === 'cancel') await createCancellation(ctx, personOf(person), request.id);
      if (plan.decision === 'cancel-later') {
        await decide(request.id, true);
        await createCancellation(ctx, personOf(person), request.id);
      }
    }
    // A sick day last week, with no document in the demo (the type asks for one from the form).
    const ill = agents[agents.length - 1];
    if (ill && !sick.documentRequired)
      await decide((await ask(ill, addDays(monday, -5), addDays(monday, -5), sick.id, 'Flu')).id, true);
  },
};
