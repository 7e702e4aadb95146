import { employeesScreens as screens } from '@backoffice/contract/modules/employees.paths';

/** Links to the employees screens (their patterns: the contract's `employeesScreens`, which module.tsx routes). */
export const employeesPaths = {
  /** The signed-in user's own profile. */
  profile: () => screens.profile.href(),
};
