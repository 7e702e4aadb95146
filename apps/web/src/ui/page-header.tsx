import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Back, BackLink } from './back-link';

interface Props {
  title: ReactNode;
  /** Chips beside the title that qualify it (admin only, the kind of set). */
  chips?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** The list this screen belongs to. */
  back?: Back;
}

export function PageHeader({ title, chips, subtitle, actions, back }: Props) {
  return (
    <>
      {back ? <BackLink {...back} /> : null}
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {chips}
          </Box>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
    </>
  );
}

/** The header's main action: the screen that makes a new one. */
export function CreateButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="contained" startIcon={<Add />}>
      {label}
    </Button>
  );
}
