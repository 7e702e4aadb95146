import { ResourceListPage } from '../../../../ui/resource/resource-list-page';
import { v1CronConfigs } from '../../resources/v1-settings';

/** The ticket cron filters (spec §2 /qc-settings/cron): QC v2's list through the v1 calls. */
export default function V1CronConfigsPage() {
  return <ResourceListPage resource={v1CronConfigs} />;
}
