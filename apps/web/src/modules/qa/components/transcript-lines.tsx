// A conversation's lines for reading beside a review (a feedback, an escalation): customer or client on the
// left, agents on the right, no comments (the conversation screen has those: transcript.tsx).
import type { TranscriptLine } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../core/dates';

export function TranscriptLines({ kind, lines }: { kind: 'chat' | 'ticket'; lines: TranscriptLine[] }) {
  return (
    <Stack
      spacing={1}
      aria-label={kind === 'chat' ? 'Transcript' : 'Thread'}
      sx={{ maxHeight: 480, overflowY: 'auto' }}
    >
      {lines.map((line) => (
        <Box
          key={line.id}
          sx={{
            alignSelf: line.authorKind === 'agent' ? 'flex-end' : 'flex-start',
            maxWidth: '90%',
            px: 1.25,
            py: 0.75,
            borderRadius: 2,
            bgcolor: line.authorKind === 'agent' ? 'primary.main' : 'action.hover',
            color: line.authorKind === 'agent' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Typography variant="caption" sx={{ opacity: 0.8, display: 'block' }}>
            {line.author} · {formatInstant(line.sentAt)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
