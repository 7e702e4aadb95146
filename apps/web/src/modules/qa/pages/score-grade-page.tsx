import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { scoreGrades } from '../resources/scores';

/** A grade (the spec's grade screen; `new` makes one). */
export default function ScoreGradePage() {
  return <ResourceFormPage resource={scoreGrades} param="scoreGradeId" />;
}
