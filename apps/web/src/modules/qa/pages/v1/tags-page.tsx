import { ResourceListPage } from '../../../../ui/resource/resource-list-page';
import { v1Tags } from '../../resources/v1-settings';

/** Tags (spec §2 /qc-settings/tags): QC v2's tag list through the v1 calls. */
export default function V1TagsPage() {
  return <ResourceListPage resource={v1Tags} />;
}
