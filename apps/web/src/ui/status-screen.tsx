import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** Large figure or icon above the title. */
  visual: ReactNode;
  title: string;
  description: ReactNode;
  actions: ReactNode;
  /** Fill the window (no layout around it) instead of the content area. */
  standalone?: boolean;
}

/** A centred explanation with a way out: not found, load error, crash. */
export function StatusScreen({ visual, title, description, actions, standalone = false }: Props) {
  return (
    <Box
      component="section"
      sx={{
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        py: standalone ? 4 : 10,
        minHeight: standalone ? '100vh' : undefined,
        bgcolor: standalone ? 'background.default' : undefined,
      }}
    >
      <Box sx={{ maxWidth: 460 }}>
        <Box sx={{ mb: 2, color: 'text.secondary' }}>{visual}</Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>{actions}</Box>
      </Box>
    </Box>
  );
}
