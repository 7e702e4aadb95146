import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusScreen } from '../../../ui/status-screen';

/** The `{id}` of `/dns/zone/{id}…`, or null when it is no zone id. */
export function useZoneId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The server answers 404 for zones the user may not see, so the screen cannot tell them apart either. */
export function ZoneNotFound() {
  return (
    <StatusScreen
      visual={<Typography sx={{ fontSize: 56, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>404</Typography>}
      title="Zone not found"
      description="This zone does not exist, or you may not see it (admin-only, or your department has no DNS access)."
      actions={
        <Button component={RouterLink} to="/dns" variant="contained">
          All zones
        </Button>
      }
    />
  );
}
