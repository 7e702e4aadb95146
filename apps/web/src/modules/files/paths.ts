import { filesScreens as screens } from '@backoffice/contract/modules/files.paths';

/** Links to the file manager's screens (their patterns: the contract's `filesScreens`, which module.tsx routes). */
export const filesPaths = {
  manager: (query?: { file?: number }) => screens.manager.href({}, query),
  shared: (query?: { file?: number }) => screens.shared.href({}, query),
  folder: (folderId: number, query?: { file?: number }) => screens.folder.href({ folderId }, query),
};
