import { ResourceFormPage } from '../../../../ui/resource/resource-form-page';
import { v1CronConfigs } from '../../resources/v1-settings';

/** A new ticket cron filter (spec §2 /qc-settings/cron/create) or one to change (/cron/edit/{id}). */
export default function V1CronConfigPage() {
  return <ResourceFormPage resource={v1CronConfigs} param="id" />;
}
