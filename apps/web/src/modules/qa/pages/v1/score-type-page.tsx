import { ResourceFormPage } from '../../../../ui/resource/resource-form-page';
import { v1ScoreTypes } from '../../resources/v1-settings';

/** A new criterion (spec §2 /qc-settings/score/types/create) or one to change (…/update/{scoreTypeId}). */
export default function V1ScoreTypePage() {
  return <ResourceFormPage resource={v1ScoreTypes} param="scoreTypeId" />;
}
