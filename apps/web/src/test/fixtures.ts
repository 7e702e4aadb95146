// Records as the server sends them, for the fake network of screen tests: the fields a test looks at
// are given, the rest are the plainest values.
import type { User } from '@backoffice/contract/modules/administration';
import type { Server } from '@backoffice/contract/modules/hosting';
import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import type { Shift, ShiftCalendar, ShiftTeam } from '@backoffice/contract/modules/shifts';

/** A page of a list reply holding `items` and nothing more. */
export function pageOf<T>(items: T[], take = 25) {
  return { items, total: items.length, page: 1, take };
}

/** A user without a role, a department or a picture. */
export function userRecord(fields: Pick<User, 'id' | 'name' | 'username' | 'email' | 'createdAt'>): User {
  return {
    isAdmin: false,
    roleId: null,
    departmentId: null,
    role: null,
    department: null,
    profileId: null,
    ...fields,
  };
}

/** A web server that is Up since `at`, checks nothing and holds no websites. */
export function serverRecord(fields: Pick<Server, 'id' | 'name' | 'address' | 'location'>, at: string): Server {
  return {
    type: 'web',
    status: 'Up',
    statusChangedAt: at,
    statusReason: '',
    services: [],
    check: { kind: 'none' },
    notes: '',
    websiteCount: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

/** Amara Okafor's vacation, full days, waiting for a decision. */
export function pendingLeaveRequest(fields: Pick<LeaveRequest, 'id' | 'from' | 'to' | 'days'>): LeaveRequest {
  return {
    userId: 9,
    userName: 'Amara Okafor',
    departmentId: 1,
    typeId: 1,
    typeName: 'Vacation',
    color: '#1565c0',
    halfStart: false,
    halfEnd: false,
    status: 'pending',
    reason: null,
    hasDocument: false,
    document: null,
    reviewedByName: null,
    reviewedAt: null,
    reviewComment: null,
    cancellation: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...fields,
  };
}

/** An Early shift (06:00–14:00, a 30-minute break) of one person on `date`. */
export function earlyShift(fields: Pick<Shift, 'id' | 'userId' | 'userName' | 'date'>): Shift {
  return {
    typeId: 3,
    typeName: 'Early',
    color: '#00796b',
    start: '06:00',
    end: '14:00',
    breakMinutes: 30,
    startsAt: `${fields.date}T05:00:00.000Z`,
    endsAt: `${fields.date}T13:00:00.000Z`,
    hours: { dayHours: 7.5, nightHours: 0, deductedHours: 0.5, weighted: 7.5 },
    shortRest: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

/** Shifts as the calendar's compact reply (`listShiftCalendar`) sends them. */
export function shiftCalendarOf(shifts: readonly Shift[]): ShiftCalendar {
  return {
    people: [...new Map(shifts.map((s) => [s.userId, s.userName]))].map(([id, name]) => ({ id, name })),
    types: [
      ...new Map(shifts.flatMap((s) => (s.typeId === null ? [] : ([[s.typeId, s.typeName ?? '']] as const)))),
    ].map(([id, name]) => ({ id, name })),
    shifts: shifts.map(({ id, userId, date, typeId, color, start, end, breakMinutes, shortRest }) => ({
      id,
      userId,
      date,
      typeId,
      color,
      start,
      end,
      breakMinutes,
      shortRest,
    })),
  };
}

/** Support's Early birds team, led by Test User (id 1), with Ada Early and Bo Brisk under the ids given. */
export function earlyBirds(id: number, [ada, bo]: [number, number], createdAt: string): ShiftTeam {
  return {
    id,
    name: 'Early birds',
    departmentId: 1,
    departmentName: 'Support',
    leaderId: 1,
    leaderName: 'Test User',
    members: [
      { id: ada, name: 'Ada Early' },
      { id: bo, name: 'Bo Brisk' },
    ],
    createdAt,
  };
}
