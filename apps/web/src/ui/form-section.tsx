import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Content that needs the full width (the scope picker) goes below the heading instead of beside it. */
  wide?: boolean;
  /** A button beside the heading that fills the section ("Load from file…"). */
  action?: ReactNode;
}

/** A titled card of a form: heading and hint on the left, fields on the right (stacked on phones). */
export function FormSection({ title, description, children, wide = false, action }: SectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: wide ? 2 : 4 },
          gridTemplateColumns: { xs: '1fr', md: wide ? '1fr' : '220px 1fr' },
        }}
      >
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
            {action}
          </Box>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Paper>
  );
}
