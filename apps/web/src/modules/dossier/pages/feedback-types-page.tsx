import { ResourceListPage } from '../../../ui/resource/resource-list-page';
import { feedbackTypes } from '../resources/feedback-vocabulary';

/** /dossiers/feedback-types: how dossier feedback is meant (praise, improvement, warning…). */
export default function FeedbackTypesPage() {
  return <ResourceListPage resource={feedbackTypes} />;
}
