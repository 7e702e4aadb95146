import { systemUsersScreens as screens } from '@backoffice/contract/modules/system-users.paths';

/** Links to the system users screens (their patterns: the contract's `systemUsersScreens`). */
export const systemUsersPaths = {
  list: () => screens.list.href(),
  create: () => screens.create.href(),
  edit: (id: number) => screens.edit.href({ systemUserId: id }),
};
