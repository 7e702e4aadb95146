import { defineServerModule } from '../../core/module.js';
import { handlers } from './routes.js';

/** The "Scheduled jobs" screen's API; the schedules themselves are core's (core/schedules.ts). */
export default defineServerModule({ name: 'jobs', handlers });
