import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { tags } from '../resources/tags';

/** A new tag (spec §2 /qc-settings-v2/tags/create) or one to change (/tags/{tagId}). */
export default function TagPage() {
  return <ResourceFormPage resource={tags} param="tagId" />;
}
