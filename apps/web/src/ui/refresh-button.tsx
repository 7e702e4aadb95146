import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';

/** "Refresh" in a page header: loads the screen's data again; off while it is loading. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="outlined" startIcon={<Refresh />} onClick={onClick} disabled={busy} size="small">
      Refresh
    </Button>
  );
}
