import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { feedbackCategories } from '../resources/feedback-vocabulary';

/** A new feedback category (/dossiers/feedback-categories/create) or one to rename (/{categoryId}). */
export default function FeedbackCategoryPage() {
  return <ResourceFormPage resource={feedbackCategories} param="categoryId" />;
}
