import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { feedbackTypes } from '../resources/feedback-vocabulary';

/** A new feedback type (/dossiers/feedback-types/create) or one to change (/{typeId}). */
export default function FeedbackTypePage() {
  return <ResourceFormPage resource={feedbackTypes} param="typeId" />;
}
