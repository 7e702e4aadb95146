import { screen } from '../screens.js';

/** The scheduled jobs screen: the web's route and link. */
export const jobsScreens = {
  jobs: screen('/jobs'),
};
