import { screen } from '../screens.js';

/** The system screens: the web's routes and links. */
export const systemScreens = {
  auditLog: screen('/audit-log'),
  integrationKeys: screen('/integration-keys'),
};
