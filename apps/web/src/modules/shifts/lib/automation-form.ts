import type { AutomationSettings, automationBody } from '@backoffice/contract/modules/shifts';
import type { z } from 'zod';
import { localDate } from '../../../core/dates';

/** What the automation forms edit: its settings, with nothing chosen (null) where a choice is due. */
export interface AutomationValues extends Omit<AutomationSettings, 'typeId' | 'weeksAhead'> {
  typeId: number | null;
  weeksAhead: number | null;
}

export const AUTOMATION_FIELDS = [
  'name',
  'typeId',
  'teamId',
  'userIds',
  'weekdays',
  'from',
  'until',
  'weeksAhead',
  'active',
] as const;

export const automationValues = (
  automation: AutomationSettings | undefined,
  first: { typeId?: number | undefined; teamId?: number | undefined } = {},
): AutomationValues =>
  automation
    ? {
        name: automation.name,
        typeId: automation.typeId,
        teamId: automation.teamId,
        userIds: automation.userIds,
        weekdays: automation.weekdays,
        from: automation.from,
        until: automation.until,
        weeksAhead: automation.weeksAhead,
        active: automation.active,
      }
    : {
        name: '',
        typeId: first.typeId ?? null,
        teamId: first.teamId ?? null,
        userIds: [],
        weekdays: [1, 2, 3, 4, 5],
        from: localDate(),
        until: null,
        weeksAhead: 2,
        active: true,
      };

/**
 * The body the contract takes. A missing choice goes as missing, which the schema refuses in its
 * words ("is required") before anything is sent: the body reaches the server only once it passed.
 */
export const automationBodyOf = (v: AutomationValues): z.input<typeof automationBody> => ({
  name: v.name,
  typeId: (v.typeId ?? undefined) as number,
  teamId: v.teamId,
  userIds: v.userIds,
  weekdays: v.weekdays,
  from: v.from,
  until: v.until,
  weeksAhead: v.weeksAhead ?? undefined,
  active: v.active,
});
