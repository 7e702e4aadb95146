// Escalations (spec §2 /qc-v2/escalations): conversations a reviewer asked the QC managers to look at
// again, open ones first. Reviewed ones show when the profile says so (showReviewedEscalations) or
// when asked here.
import type { ReplyOf } from '@backoffice/contract/http';
import type {
  ESCALATION_SORT,
  Escalation,
  EscalationStatus,
  listChatEscalations,
} from '@backoffice/contract/modules/qa';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatInstant } from '../../../core/dates';
import { useSession } from '../../../core/session';
import { type Paging, type Sorting, useListParams } from '../../../ui/list-params';
import { countOf, ListTable, type NoMatch } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useChatEscalations, useTicketEscalations } from '../api/feedback';
import { ConversationLink } from '../components/conversation-link';
import { ListHeading } from '../components/list-heading';
import { nonEmpty } from '../lib/filters';
import { qaPaths } from '../paths';

export const ESCALATION_WORDS: Record<EscalationStatus, { label: string; color: 'warning' | 'info' | 'success' }> = {
  open: { label: 'Open', color: 'warning' },
  'in-progress': { label: 'In progress', color: 'info' },
  reviewed: { label: 'Reviewed', color: 'success' },
};

export default function EscalationsPage() {
  const list = useListParams();
  const profileShows = useSession((s) => s.user?.showReviewedEscalations ?? false);
  const kind = list.params.get('kind') === 'ticket' ? 'ticket' : 'chat';
  const asked = list.params.get('reviewed');
  const withReviewed = asked === null ? profileShows : asked === 'true';
  const query = {
    page: list.page,
    take: list.take,
    ...nonEmpty({ withReviewed: withReviewed === profileShows ? undefined : String(withReviewed) }),
  } as { page: number; take: number; withReviewed?: 'true' | 'false' };
  const chats = useChatEscalations({ query }, { enabled: kind === 'chat' });
  const tickets = useTicketEscalations({ query }, { enabled: kind === 'ticket' });
  const escalations = kind === 'chat' ? chats : tickets;
  return (
    <>
      <PageHeader
        title="Escalations"
        subtitle="Second looks the reviewers asked for; a QC manager takes one and reviews it."
      />
      <Tabs value={kind} onChange={(_, v) => list.setFilter('kind', v === 'chat' ? null : v)} sx={{ mb: 2 }}>
        <Tab value="chat" label="Chats" />
        <Tab value="ticket" label="Tickets" />
      </Tabs>
      <EscalationsTable
        escalations={escalations}
        paging={list}
        conversation={kind === 'chat' ? 'Chat' : 'Ticket'}
        linkOf={(e) => qaPaths.escalation(kind, e.id)}
        emptyTitle={withReviewed ? 'No escalation' : 'Nothing waits for a second look'}
        toolbar={
          <FormControlLabel
            control={
              <Switch
                checked={withReviewed}
                onChange={(e) =>
                  list.setFilter('reviewed', e.target.checked === profileShows ? null : String(e.target.checked))
                }
              />
            }
            label="Show reviewed"
          />
        }
      />
    </>
  );
}

type EscalationSort = (typeof ESCALATION_SORT)[number];

/**
 * The escalations table of a list screen: QC v2's (one kind) and QC v1's (both kinds, sortable, searched).
 * With `sort`, the raised date and status headings sort the list.
 */
export function EscalationsTable({
  escalations,
  paging,
  conversation,
  linkOf,
  sort,
  bothKinds = false,
  emptyTitle,
  filtered = false,
  noMatch,
  toolbar,
}: {
  escalations: UseQueryResult<ReplyOf<typeof listChatEscalations>>;
  paging: Paging;
  /** The conversation column's heading. */
  conversation: string;
  linkOf: (escalation: Escalation) => string;
  /** The list holds chats and tickets (QC v1's): each row says which. */
  bothKinds?: boolean;
  sort?: Sorting<EscalationSort>;
  emptyTitle: string;
  filtered?: boolean;
  noMatch?: NoMatch;
  toolbar: ReactNode;
}) {
  return (
    <ListTable
      label="Escalations"
      columns={5}
      items={escalations.data?.items}
      pending={escalations.isPending}
      fetching={escalations.isFetching}
      error={escalations.error}
      count={escalations.data ? countOf(escalations.data, 'escalation') : null}
      empty={{ icon: <ReportOutlined />, title: emptyTitle }}
      filtered={filtered}
      noMatch={noMatch}
      toolbar={toolbar}
      head={
        <>
          <ListHeading column="createdAt" sort={sort}>
            Raised
          </ListHeading>
          <TableCell>{conversation}</TableCell>
          <TableCell>Reason</TableCell>
          <TableCell>By</TableCell>
          <ListHeading column="status" sort={sort}>
            Status
          </ListHeading>
        </>
      }
      footer={escalations.data ? <PagingFooter paging={paging} data={escalations.data} /> : null}
    >
      {(e) => (
        <TableRow key={e.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(e.createdAt)}</TableCell>
          <TableCell>
            <ConversationLink to={linkOf(e)} row={e} showKind={bothKinds} />
          </TableCell>
          <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {e.reason}
          </TableCell>
          <TableCell>{e.raisedBy.name}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={ESCALATION_WORDS[e.status].color}
              label={`${ESCALATION_WORDS[e.status].label}${e.handledBy ? ` · ${e.handledBy.name}` : ''}`}
            />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
