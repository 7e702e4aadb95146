import { ResourceListPage } from '../../../ui/resource/resource-list-page';
import { cronConfigs } from '../resources/cron-configs';

/** The ticket cron filters (spec §2 /qc-settings-v2/ticket-cron-config). */
export default function CronConfigsPage() {
  return <ResourceListPage resource={cronConfigs} />;
}
