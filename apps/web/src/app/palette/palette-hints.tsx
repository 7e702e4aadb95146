// The keys the palette answers to, in a line below its results (not on phones, which have no keys).
import Box from '@mui/material/Box';
import { Keys } from './kbd';

export function PaletteHints() {
  return (
    <Box
      sx={{
        display: { xs: 'none', sm: 'flex' },
        gap: 2,
        alignItems: 'center',
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        fontSize: 12,
        flexShrink: 0,
      }}
    >
      <Hint combo="↑" then="↓" label="move" />
      <Hint combo="Enter" label="open" />
      <Hint combo="Esc" label="close" />
      <Box sx={{ flex: 1 }} />
      <Hint combo="?" label="all keys" />
    </Box>
  );
}

function Hint({ combo, then, label }: { combo: string; then?: string; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Keys combo={combo} />
      {then ? <Keys combo={then} /> : null}
      {label}
    </Box>
  );
}
