import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Back {
  to: string;
  label: ReactNode;
}

/** The way back to the list a screen belongs to, above its title. */
export function BackLink({ to, label }: Back) {
  return (
    <Button
      component={Link}
      to={to}
      size="small"
      color="inherit"
      startIcon={<ArrowBack fontSize="small" />}
      sx={{ mb: 1, ml: -1, color: 'text.secondary' }}
    >
      {label}
    </Button>
  );
}
