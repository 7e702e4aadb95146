import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** An event's or a holiday's title in a list: its colour's dot, and a link to its form. */
export function ColorTitle({ color, to, children }: { color: string; to: string; children: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, flex: 'none' }} />
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Box>
  );
}
