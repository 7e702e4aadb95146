import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A list row's conversation (a feedback's, an escalation's): its title as a link; in a list of both kinds, which kind. */
export function ConversationLink({
  to,
  row,
  showKind,
}: {
  to: string;
  row: { kind: 'chat' | 'ticket'; conversationId: number; conversationTitle: string };
  showKind: boolean;
}) {
  return (
    <>
      <Link component={RouterLink} to={to}>
        {row.conversationTitle || `#${row.conversationId}`}
      </Link>
      {showKind ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {row.kind === 'chat' ? 'Chat' : 'Ticket'}
        </Typography>
      ) : null}
    </>
  );
}
