/** Links to the shift calendar's screens (spec §2 paths; module.tsx declares the routes). */
export const shiftsPaths = {
  calendar: () => '/calendar/shifts',
  manage: () => '/calendar/shifts/manage',
  types: () => '/calendar/shifts/type',
  type: (id: number) => `/calendar/shifts/type/${id}`,
  automations: () => '/calendar/shifts/automation',
  automation: (id: number) => `/calendar/shifts/automation/${id}`,
};
