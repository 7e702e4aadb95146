// Demo data of the shift calendar (`npm run demo`): three shift types, a team per support
// department led by a demo shift leader, and four weeks of shifts around today given by an
// automation, all through the module's services.
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import { and, eq } from 'drizzle-orm';
import type { ModuleDemo } from '../../core/module.js';
import { shifts } from './schema.js';
import { createAutomation, runAutomation } from './services/automations.js';
import { createOpenShift } from './services/open.js';
import { todayIn, viewShifts } from './services/shared.js';
import { requestSwap } from './services/swaps.js';
import { createTeam } from './services/teams.js';
import { createType } from './services/types.js';

export const shiftsDemo: ModuleDemo = {
  order: 50,
  roles: {
    everyone: ['calendar:shifts:read'],
    'Shift leader': ['calendar:shifts:create'],
    Administrator: ['calendar:shifts:*'],
  },
  async seed(ctx, { actor, departments, people }) {
    const morning = await createType(ctx, {
      name: 'Morning',
      start: '07:00',
      end: '15:00',
      breakMinutes: 30,
      color: '#2e7d32',
    });
    const afternoon = await createType(ctx, {
      name: 'Afternoon',
      start: '15:00',
      end: '23:00',
      breakMinutes: 30,
      color: '#1565c0',
    });
    const night = await createType(ctx, {
      name: 'Night',
      start: '23:00',
      end: '07:00',
      breakMinutes: 30,
      color: '#6a1b9a',
    });
    const half = await createType(ctx, {
      name: 'Half day',
      start: '09:00',
      end: '13:30',
      breakMinutes: 0,
      color: '#ef6c00',
    });

    const support = departments.get('Support') ?? [...departments.values()][0]!;
    const leaders = people.filter((p) => p.role === 'Shift leader');
    const agents = people.filter((p) => p.role === 'Support agent');
    if (agents.length === 0) return;
    const halves = [agents.slice(0, Math.ceil(agents.length / 2)), agents.slice(Math.ceil(agents.length / 2))];
    const today = todayIn(ctx);
    const from = addDays(weekStart(today), -14);
    const plans = [
      { name: 'Day team', members: halves[0]!, types: [morning.id, afternoon.id] },
      { name: 'Night team', members: halves[1]!, types: [night.id] },
    ];
    const teams: { id: number; memberIds: number[] }[] = [];
    for (const [i, plan] of plans.entries()) {
      const leader = leaders[i % Math.max(1, leaders.length)] ?? plan.members[0]!;
      const team = await createTeam(ctx, {
        name: plan.name,
        departmentId: support,
        leaderId: leader.id,
        memberIds: plan.members.map((m) => m.id),
      });
      teams.push({ id: team.id, memberIds: plan.members.map((m) => m.id) });
      for (const [j, typeId] of plan.types.entries()) {
        const automation = await createAutomation(ctx, {
          name: `${plan.name}: ${j === 0 ? 'weekdays' : 'weekend'}`,
          typeId,
          teamId: team.id,
          userIds: [],
          weekdays: j === 0 ? [1, 2, 3, 4, 5] : [6, 7],
          from,
          until: null,
          weeksAhead: 4,
          active: true,
        });
        // Two weeks back and two ahead: as if the automation had been running.
        await runAutomation(ctx, automation.id, actor, from);
      }
    }
    // An open shift for the day team next Saturday, and a swap request waiting for its leader.
    const saturday = addDays(weekStart(today), 12);
    await createOpenShift(ctx, actor, { teamId: teams[0]!.id, date: saturday, typeId: half.id });
    const [asker, teammate] = teams[0]!.memberIds;
    const tomorrow = addDays(today, 1);
    const [theirs] = await viewShifts(ctx.db, and(eq(shifts.userId, asker!), eq(shifts.date, tomorrow)));
    const askerPerson = people.find((p) => p.id === asker)!;
    if (theirs && teammate) {
      await requestSwap(
        ctx,
        { ...actor, id: asker!, username: askerPerson.username, name: askerPerson.username, isAdmin: false },
        {
          shiftId: theirs.id,
          toUserId: teammate,
        },
      );
    }
  },
};
