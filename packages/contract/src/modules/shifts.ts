// Shift calendar: shifts, shift types, teams, notes, automations and statistics (spec §2 "Calendar",
// §3, §5 shift duration, §7 "Shifts under /calendar/shifts"). Decisions where the spec is silent:
// docs/shifts.md. The shapes and calls by topic: shifts/*.ts.
import { definePolicies } from '../policies.js';

export * from './shifts/automations.js';
export * from './shifts/constants.js';
export * from './shifts/notes.js';
export * from './shifts/open-shifts.js';
export * from './shifts/shifts.js';
export * from './shifts/statistics.js';
export * from './shifts/swaps.js';
export * from './shifts/teams.js';
export * from './shifts/types.js';
export { declaredScopes } from './shifts.scopes.js';

export const declaredPolicies = definePolicies({
  'shifts.members': {
    kind: 'request',
    description:
      'every person a draft gives or takes a shift from must be in a team the caller leads, unless the caller holds calendar:shifts:all (or is an administrator)',
  },
  'shifts.member': {
    kind: 'request',
    description:
      'the shift’s user must be in a team the caller leads, unless the caller holds calendar:shifts:all (or is an administrator)',
  },
  'shifts.team': {
    kind: 'request',
    description: 'teams are created and deleted by holders of calendar:shifts:all (or administrators)',
  },
  'shifts.teamLeader': {
    kind: 'request',
    description:
      'open shifts are offered and withdrawn by the leader of their team, or by a holder of calendar:shifts:all',
  },
  'shifts.noteTeam': {
    kind: 'request',
    description:
      'a note for a team needs the caller to lead it, unless the caller holds calendar:shifts:all; a note without a team needs calendar:shifts:all',
  },
});

export const errorCodes = {
  SHIFTS_OVERLAP: 409,
  SHIFTS_TYPE_IN_USE: 409,
  SHIFTS_ALREADY_CLAIMED: 409,
  SHIFTS_SWAP_DECIDED: 409,
  /** The person is on approved leave that day (the leave calendar). */
  SHIFTS_ON_LEAVE: 409,
} as const;
