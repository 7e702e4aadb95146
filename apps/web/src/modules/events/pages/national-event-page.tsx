import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { nationalEvents } from '../resources/national-events';

/** A national holiday (spec §2 /calendar/events/national-event and /{eventId}): a rule, shown with its next dates. */
export default function NationalEventPage() {
  return <ResourceFormPage resource={nationalEvents} param="eventId" />;
}
