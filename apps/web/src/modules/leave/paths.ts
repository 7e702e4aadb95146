import { leaveScreens as screens } from '@backoffice/contract/modules/leave.paths';

/** Links to the leave screens (their patterns: the contract's `leaveScreens`, which module.tsx routes). */
export const leavePaths = {
  new: () => screens.new.href(),
  my: () => screens.my.href(),
  /** Everyone's leave on the calendar; `pending` opens the requests waiting for the caller. */
  all: (pending = false) => screens.all.href({}, { pending: pending ? 1 : null }),
  employees: () => screens.employees.href(),
  employee: (userId: number) => screens.employee.href({ userId }),
  archive: () => screens.archive.href(),
  approvers: () => screens.approvers.href(),
};
