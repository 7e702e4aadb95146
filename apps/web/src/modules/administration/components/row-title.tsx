import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A list row's name: a link to its screen when the user may open it (`to`), bold text otherwise. */
export function RowTitle({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/** The description under a row's name, cut to one line. */
export function RowDescription({ text, maxWidth }: { text: string; maxWidth: number }) {
  if (!text) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ maxWidth }}>
      {text}
    </Typography>
  );
}
