import { ResourceListPage } from '../../../ui/resource/resource-list-page';
import { tags } from '../resources/tags';

/** Tags (spec §2 /qc-settings-v2/tags). */
export default function TagsPage() {
  return <ResourceListPage resource={tags} />;
}
