import { screen } from '../screens.js';

/** The file manager's screens (spec §2 "/ifm and /files-manager (plus folders)", no scope). */
export const filesScreens = {
  /** The spec's short path: the same screen (it opens the manager's root). */
  ifm: screen('/ifm'),
  manager: screen('/files-manager'),
  /** Files shared with the reader that lie in folders they cannot open (beyond the spec). */
  shared: screen('/files-manager/shared'),
  folder: screen('/files-manager/folders/:folderId'),
};
