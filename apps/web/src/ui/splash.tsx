import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-window waiting state: start-up validation, loading the signed-in shell. */
export function Splash() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size={32} thickness={4} />
    </Box>
  );
}

/** Waiting state of one screen inside the layout. */
export function ScreenLoading() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ py: 10, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} thickness={4} />
    </Box>
  );
}
