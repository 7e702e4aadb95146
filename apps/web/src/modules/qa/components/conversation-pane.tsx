// The left of a conversation under review: its header, the chat's transcript or the ticket's thread,
// and the comments and notes on it.
import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../core/dates';
import { useSession } from '../../../core/session';
import type { Person } from './comment-forms';
import { Comments } from './comments';
import { Thread, Transcript } from './transcript';

export type ConversationDetail = ({ kind: 'chat' } & ChatDetail) | ({ kind: 'ticket' } & TicketDetail);

export function ConversationPane({ detail, people }: { detail: ConversationDetail; people: Person[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Header detail={detail} />
      {detail.kind === 'chat' ? (
        <Transcript chat={detail} people={people} />
      ) : (
        <Thread ticket={detail} people={people} />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        Comments on the {detail.kind}
      </Typography>
      <Comments target={{ on: detail.kind, id: detail.id }} comments={detail.comments} people={people} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        Notes
      </Typography>
      <Comments
        target={{ on: detail.kind, id: detail.id, note: true }}
        comments={detail.notes}
        people={people}
        placeholder="Add a note"
      />
    </Paper>
  );
}

function Header({ detail }: { detail: ConversationDetail }) {
  const me = useSession((s) => s.user?.id);
  const claim = detail.claim;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {detail.kind === 'chat' ? `Chat with ${detail.customerName || 'a customer'}` : detail.subject}
      </Typography>
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {detail.kind === 'chat'
            ? `${formatInstant(detail.startedAt)} · ${detail.channel} · ${detail.messageCount} messages`
            : `${formatInstant(detail.openedAt)} · ${detail.status} · ${detail.clientName || detail.clientEmail || 'client'} (${detail.clientKind})`}
          {detail.department ? ` · ${detail.department}` : ''}
        </Typography>
        {detail.kind === 'ticket' ? <ClientLoginChip login={detail.clientLogin} /> : null}
        {detail.agents.map((a) => (
          <Chip key={a.id} size="small" label={a.name} />
        ))}
        {detail.unknownAgents.map((e) => (
          <Tooltip key={e} title="This email names nobody in the back office">
            <Chip size="small" variant="outlined" label={e} />
          </Tooltip>
        ))}
        {detail.tags.map((t) => (
          <Chip key={t.id} size="small" label={t.name} sx={{ bgcolor: t.color, color: '#fff' }} />
        ))}
      </Stack>
      {claim && claim.reviewerId !== me ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {claim.reviewerName} has it in their queue until {formatInstant(claim.until)}.
        </Alert>
      ) : null}
    </Box>
  );
}

/** Whether a ticket's client was signed in (spec §4): green when they were. */
export function ClientLoginChip({ login }: { login: TicketDetail['clientLogin'] }) {
  return <Chip size="small" label={login} color={login === 'Logged In' ? 'success' : 'default'} variant="outlined" />;
}
