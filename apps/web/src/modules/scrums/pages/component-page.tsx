import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { components } from '../resources/components';

/** A new component (/scrums/create/component) or one to rename or retire (/scrums/edit/{componentId}). */
export default function ComponentPage() {
  return <ResourceFormPage resource={components} param="componentId" />;
}
