import { databaseScreens as screens } from '@backoffice/contract/modules/database.paths';

/** Links to the database screens (their patterns: the contract's `databaseScreens`, which module.tsx routes). */
export const databasePaths = {
  databases: () => screens.databases.href(),
  newDatabase: () => screens.newDatabase.href(),
  users: () => screens.users.href(),
  newUser: () => screens.newUser.href(),
  editUser: (userId: number) => screens.editUser.href({ userId }),
};
