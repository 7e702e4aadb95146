import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { dnsPaths } from '../paths';

/** The `{id}` of `/dns/zone/{id}…`, or null when it is no zone id. */
export function useZoneId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The server answers 404 for zones the user may not see, so the screen cannot tell them apart either. */
export function ZoneNotFound() {
  return (
    <NotFoundScreen
      title="Zone not found"
      description="This zone does not exist, or you may not see it (admin-only, or your department has no DNS access)."
      back={{ to: dnsPaths.zones(), label: 'All zones' }}
    />
  );
}
