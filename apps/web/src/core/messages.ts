// The user-facing strings that the specification fixes word for word (spec §4, §8), kept in one
// place so that a test or a reviewer can compare them with the specification at a glance.
export const messages = {
  authErrorTitle: 'Authentication Error',
  tokenInvalid: 'Invalid token provided. Please login again.',
  forceLogoutTitle: 'FORCE LOGOUT',
  forceLogout: 'You have been logged out, please login again.',
  permissionsUpdated: 'Your Permissions Has Been Updated',
  roleChanged: 'Your Role Has Been Changed',
  dialogTitle: { error: 'Error', success: 'Success', info: 'Info' },
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  // Not fixed by the specification; ours.
  networkError: 'Cannot reach the server. Check your connection and try again.',
  tooLarge: 'The file is too large.',
  serverUnavailable: 'The server is not answering right now. Try again in a moment.',
  screenLoadFailed: 'This screen could not be loaded.',
  screenLoadTimeout: 'This screen is taking too long to load.',
} as const;
