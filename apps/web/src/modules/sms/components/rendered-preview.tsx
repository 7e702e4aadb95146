// What an SMS will read: the text as rendered (placeholders still missing a value shown as they are),
// and its counter.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SegmentCounter } from './segment-counter';

export function RenderedPreview({ text, missing }: { text: string; missing: readonly string[] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        Preview
      </Typography>
      <Box
        data-testid="sms-preview"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 2,
          px: 1.5,
          py: 1,
          minHeight: 40,
          typography: 'body2',
        }}
      >
        {text || <Typography color="text.secondary">Nothing to send yet</Typography>}
      </Box>
      {missing.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Still to fill in: {missing.join(', ')}
        </Typography>
      ) : null}
      <SegmentCounter text={text} />
    </Box>
  );
}
