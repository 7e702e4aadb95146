import { CreateZoneForm } from '../components/create-zone-form';
import { ImportZoneForm } from '../components/import-zone-form';
import { useZoneCreateFrame } from '../components/zone-form-parts';

export default function ZoneCreatePage() {
  const { mode, frame } = useZoneCreateFrame();
  return mode === 'import' ? <ImportZoneForm frame={frame} /> : <CreateZoneForm frame={frame} />;
}
