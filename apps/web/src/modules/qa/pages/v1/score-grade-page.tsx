import { ResourceFormPage } from '../../../../ui/resource/resource-form-page';
import { v1ScoreGrades } from '../../resources/v1-settings';

/** A new grade (spec §2 /qc-settings/score/grades/create) or one to change (…/update/{scoreGradeId}). */
export default function V1ScoreGradePage() {
  return <ResourceFormPage resource={v1ScoreGrades} param="scoreGradeId" />;
}
