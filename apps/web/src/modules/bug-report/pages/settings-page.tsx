import { useParams, useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { useShownKind } from '../components/kind-switch';
import { SettingsTabs } from '../components/settings-tabs';
import { kindOf } from '../lib/kind';
import { lookupTypeOf } from '../resources/lookups';

/** Spec §2 /bug-feature/settings (and /bug-feature/settings/:lookup): the lookups of one kind, a tab each. */
export default function SettingsPage() {
  const [params] = useSearchParams();
  const asked = useParams().lookup;
  const kind = useShownKind(kindOf(params.get('kind')), 'settingsRead');
  const lookup = lookupTypeOf(asked ?? params.get('lookup') ?? 'priority');
  if (!kind || !lookup) {
    return (
      <NotFoundScreen
        title="No such settings"
        description="The tracker's settings are priorities, statuses, components and departments."
        back={{ to: '/', label: 'Home' }}
      />
    );
  }
  return <SettingsTabs kind={kind} lookup={lookup} />;
}
