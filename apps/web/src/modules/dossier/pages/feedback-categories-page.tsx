import { ResourceListPage } from '../../../ui/resource/resource-list-page';
import { feedbackCategories } from '../resources/feedback-vocabulary';

/** /dossiers/feedback-categories: what dossier feedback is filed under. */
export default function FeedbackCategoriesPage() {
  return <ResourceListPage resource={feedbackCategories} />;
}
