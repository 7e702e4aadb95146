import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { firstFrame } from './first-frame';

/** Markup kept from the first paint, drawn again as it was (its wrapper takes no box of its own). */
function Kept({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own first paint, made by our build and server (escaped), read back from #root.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Full-window waiting state: start-up validation, loading the signed-in shell. On the way to a screen
 * the server framed, the frame it painted (ui/first-frame.ts).
 */
export function Splash() {
  const frame = firstFrame();
  if (frame) return <Kept html={frame.html} />;
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

/** Waiting state of one screen inside the layout; under the screen's heading when the first paint showed it. */
export function ScreenLoading() {
  const heading = firstFrame()?.heading;
  return (
    <>
      {heading ? <Kept html={heading} /> : null}
      <Box role="progressbar" aria-label="Loading" sx={{ py: 10, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={28} thickness={4} />
      </Box>
    </>
  );
}
