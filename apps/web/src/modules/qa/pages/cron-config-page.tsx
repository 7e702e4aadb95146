import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { cronConfigs } from '../resources/cron-configs';

/** A new ticket cron filter (spec §2 /qc-settings-v2/ticket-cron-config/create) or one to change ({id}). */
export default function CronConfigPage() {
  return <ResourceFormPage resource={cronConfigs} param="id" />;
}
