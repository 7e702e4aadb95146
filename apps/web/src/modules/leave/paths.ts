/** Links to the leave screens (spec §2 /leaves/*; module.tsx declares the routes). */
export const leavePaths = {
  new: () => '/leaves/new',
  my: () => '/leaves/my',
  /** Everyone's leave on the calendar; `pending` opens the requests waiting for the caller. */
  all: (pending = false) => (pending ? '/leaves/all?pending=1' : '/leaves/all'),
  employees: () => '/leaves/employees',
  employee: (userId: number) => `/leaves/employee/${userId}`,
  archive: () => '/leaves/archive',
  approvers: () => '/leaves/approvers',
};
