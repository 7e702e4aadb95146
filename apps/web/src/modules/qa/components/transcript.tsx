import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { instantFormatter } from '../../../core/dates';
import type { Person } from './comment-forms';
import { Comments } from './comments';

const time = instantFormatter(undefined, { year: false, seconds: false });

/** A chat as it happened: customer on the left, agents on the right, each message open to comments. */
export function Transcript({ chat, people }: { chat: ChatDetail; people: Person[] }) {
  return (
    <Stack spacing={1.5} aria-label="Transcript">
      {chat.messages.map((m) => {
        const agent = m.authorKind === 'agent';
        return (
          <Box
            key={m.id}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: agent ? 'flex-end' : 'flex-start' }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
              {m.author} · {time(m.sentAt)}
            </Typography>
            <Paper
              elevation={0}
              sx={{
                px: 1.5,
                py: 1,
                maxWidth: '80%',
                borderRadius: 2,
                bgcolor: agent ? 'primary.main' : 'action.hover',
                color: agent ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Typography>
            </Paper>
            <Box sx={{ maxWidth: '80%', width: m.comments.length ? '80%' : undefined, px: 1 }}>
              <Comments target={{ on: 'message', id: m.id }} comments={m.comments} people={people} />
            </Box>
          </Box>
        );
      })}
      {chat.messages.length === 0 ? <Typography color="text.secondary">This chat has no messages.</Typography> : null}
    </Stack>
  );
}

/** A ticket's thread, oldest first, each reply open to comments. */
export function Thread({ ticket, people }: { ticket: TicketDetail; people: Person[] }) {
  return (
    <Stack spacing={1.5} aria-label="Thread">
      {ticket.replies.map((r) => (
        <Paper
          key={r.id}
          variant="outlined"
          sx={{ p: 1.5, borderLeft: 4, borderLeftColor: r.authorKind === 'agent' ? 'primary.main' : 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            {/* A name, not a heading (subtitle2 is an h6 of its own). */}
            <Typography variant="subtitle2" component="span">
              {r.author}
            </Typography>
            <Chip size="small" label={r.authorKind === 'agent' ? 'Agent' : 'Client'} variant="outlined" />
            <Box sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary">
              {time(r.sentAt)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.body}
          </Typography>
          <Comments target={{ on: 'reply', id: r.id }} comments={r.comments} people={people} />
        </Paper>
      ))}
      {ticket.replies.length === 0 ? <Typography color="text.secondary">This ticket has no replies.</Typography> : null}
    </Stack>
  );
}
