import { UserStatisticsPage } from './statistics-page';

/** One agent's statistics (spec §2 /qc-v2/statistics/users/{userId}). */
export default UserStatisticsPage;
