import { ResourceFormPage } from '../../../../ui/resource/resource-form-page';
import { v1Tags } from '../../resources/v1-settings';

/** A new tag (spec §2 /qc-settings/tags/create) or one to change (/tags/update/{tagId}). */
export default function V1TagPage() {
  return <ResourceFormPage resource={v1Tags} param="tagId" />;
}
