import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** A thin bar over a table while it reloads; its 2px are kept when idle so the table does not jump. */
export function RefetchBar({ active }: { active: boolean }) {
  return <Box sx={{ height: 2 }}>{active ? <LinearProgress sx={{ height: 2 }} /> : null}</Box>;
}
