import { screen } from '../screens.js';

/**
 * The tracker's screens (spec §2 "/bug-feature"), for both kinds: the web's routes and links and the
 * server's notification links. Settings and the archive take the kind as `?kind=feature` (bugs without).
 */
export const bugReportScreens = {
  bugReports: screen('/bug-feature/bug-reports'),
  newBugReport: screen('/bug-feature/bug-reports/create'),
  bugReport: screen('/bug-feature/bug-reports/:id'),
  featureRequests: screen('/bug-feature/feature-requests'),
  newFeatureRequest: screen('/bug-feature/feature-requests/create'),
  featureRequest: screen('/bug-feature/feature-requests/:id'),
  /** The lookups of one kind; `?kind=feature` for feature requests, `?lookup=status` opens that list. */
  settings: screen('/bug-feature/settings'),
  /** One lookup's list, create and edit screens: `lookup` is priority, status, component or department. */
  lookups: screen('/bug-feature/settings/:lookup'),
  newLookup: screen('/bug-feature/settings/:lookup/create'),
  lookup: screen('/bug-feature/settings/:lookup/:lookupId'),
  /** The folders of one kind (`?kind=feature`). */
  folders: screen('/bug-feature/folders'),
  /** The archive of one kind (`?kind=feature`). */
  archive: screen('/bug-feature/archive'),
};
