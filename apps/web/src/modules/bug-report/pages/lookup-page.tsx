import { useParams, useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { ResourceFormPage } from '../../../ui/resource/resource-form-page';
import { useShownKind } from '../components/kind-switch';
import { kindOf } from '../lib/kind';
import { LOOKUP_RESOURCES, lookupTypeOf } from '../resources/lookups';

/** /bug-feature/settings/:lookup/create and /:lookupId: one lookup's form (`?kind=feature` for feature requests). */
export default function LookupPage() {
  const [params] = useSearchParams();
  const kind = useShownKind(kindOf(params.get('kind')), 'settingsRead');
  const lookup = lookupTypeOf(useParams().lookup);
  if (!kind || !lookup) {
    return (
      <NotFoundScreen
        title="No such setting"
        description="The tracker's settings are priorities, statuses, components and departments."
        back={{ to: '/', label: 'Home' }}
      />
    );
  }
  return <ResourceFormPage key={`${kind}:${lookup}`} resource={LOOKUP_RESOURCES[kind][lookup]} param="lookupId" />;
}
