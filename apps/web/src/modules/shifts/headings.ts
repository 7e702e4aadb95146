import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';

/** Who plans shifts, and lands on the teams' week (lib/view.ts): those who may give one (createShift). */
export const PLANS = ['calendar:shifts:create'] as const satisfies readonly ScopeRequirement[];

/**
 * The shift calendar's heading at its plain address, whose intro depends only on whether the person
 * plans (the view they land on): its page shows it, the module declares it (core/module.ts, `intro`).
 */
export const shiftsHeading = {
  title: 'Shifts',
  intro: {
    scopes: PLANS,
    holders: "Each team's week: people by days, with their shifts and weighted hours. Plan on the manage screen.",
    others:
      'Your shifts of the coming days first, then who else works in your team. Claim an open shift, or ask for a swap of one of yours.',
  },
} as const;
