import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { scoreTypes } from '../resources/scores';

/** A criterion of the scorecard (spec §2 /qc-settings-v2/scores/types/{scoreTypeId}; `new` makes one). */
export default function ScoreTypePage() {
  return <ResourceFormPage resource={scoreTypes} param="scoreTypeId" />;
}
