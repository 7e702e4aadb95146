import { shiftsScreens as screens } from '@backoffice/contract/modules/shifts.paths';

/** Links to the shift calendar's screens (their patterns: the contract's `shiftsScreens`, which module.tsx routes). */
export const shiftsPaths = {
  calendar: () => screens.calendar.href(),
  manage: () => screens.manage.href(),
  types: () => screens.types.href(),
  type: (id: number) => screens.type.href({ shiftTypeId: id }),
  automations: () => screens.automations.href(),
  automation: (id: number) => screens.automation.href({ id }),
};
