// Feedbacks (spec §2 /qc-v2/feedbacks): chat and ticket feedbacks, newest first — every one for
// reviewers and QC managers, one's own for an agent. The query follows spec §5 (lib/filters.ts).
import type { ReplyOf } from '@backoffice/contract/http';
import {
  type FEEDBACK_SORT,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type listChatFeedbacks,
} from '@backoffice/contract/modules/qa';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatInstant } from '../../../core/dates';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { type Paging, type Sorting, useListParams } from '../../../ui/list-params';
import { countOf, ListTable, type NoMatch } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useChatFeedbacks, useTicketFeedbacks } from '../api/feedback';
import { ConversationLink } from '../components/conversation-link';
import { ListHeading } from '../components/list-heading';
import { feedbackQuery } from '../lib/filters';
import { scoreColor, scoreText } from '../lib/score';
import { qaPaths } from '../paths';

export const STATUS_WORDS: Record<
  FeedbackStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'warning' }
> = {
  new: { label: 'New', color: 'info' },
  seen: { label: 'Seen', color: 'default' },
  accepted: { label: 'Accepted', color: 'success' },
  disputed: { label: 'Disputed', color: 'warning' },
  resolved: { label: 'Resolved', color: 'default' },
};

const STATUS_FILTER: FilterSpec[] = [
  {
    kind: 'choice',
    param: 'status',
    label: 'Status',
    options: FEEDBACK_STATUSES.map((s) => ({ value: s, label: STATUS_WORDS[s].label })),
  },
];

export default function FeedbacksPage() {
  const list = useListParams();
  const kind = list.params.get('kind') === 'ticket' ? 'ticket' : 'chat';
  const status = FEEDBACK_STATUSES.find((s) => s === list.params.get('status'));
  const query = { page: list.page, take: list.take, ...feedbackQuery(kind, { status }) };
  const chats = useChatFeedbacks({ query }, { enabled: kind === 'chat' });
  const tickets = useTicketFeedbacks({ query }, { enabled: kind === 'ticket' });
  const feedbacks = kind === 'chat' ? chats : tickets;
  return (
    <>
      <PageHeader
        title="Feedbacks"
        subtitle="What reviews turned into for the agents: seen, accepted or disputed, and disputes resolved."
      />
      <Tabs value={kind} onChange={(_, v) => list.setFilter('kind', v === 'chat' ? null : v)} sx={{ mb: 2 }}>
        <Tab value="chat" label="Chats" />
        <Tab value="ticket" label="Tickets" />
      </Tabs>
      <FeedbacksTable
        feedbacks={feedbacks}
        paging={list}
        conversation={kind === 'chat' ? 'Chat' : 'Ticket'}
        linkOf={(f) => qaPaths.feedback(kind, f.id)}
        filtered={Boolean(status)}
        noMatch={{
          title: 'No feedback in this state',
          clear: { label: 'Show all', onClick: () => list.setFilter('status', null) },
        }}
        toolbar={<FilterBar label="Filter feedbacks" filters={STATUS_FILTER} />}
      />
    </>
  );
}

type FeedbackRow = ReplyOf<typeof listChatFeedbacks>['items'][number];
type FeedbackSort = (typeof FEEDBACK_SORT)[number];

/**
 * The feedbacks table of a list screen: QC v2's (one kind) and QC v1's (both kinds, sortable, searched).
 * With `sort`, the given date, score and status headings sort the list.
 */
export function FeedbacksTable({
  feedbacks,
  paging,
  conversation,
  linkOf,
  sort,
  bothKinds = false,
  filtered = false,
  noMatch,
  toolbar,
}: {
  feedbacks: UseQueryResult<ReplyOf<typeof listChatFeedbacks>>;
  paging: Paging;
  /** The conversation column's heading. */
  conversation: string;
  linkOf: (feedback: FeedbackRow) => string;
  /** The list holds chats and tickets (QC v1's): each row says which. */
  bothKinds?: boolean;
  sort?: Sorting<FeedbackSort>;
  filtered?: boolean;
  noMatch?: NoMatch;
  toolbar: ReactNode;
}) {
  return (
    <ListTable
      views
      label="Feedbacks"
      columns={6}
      items={feedbacks.data?.items}
      pending={feedbacks.isPending}
      fetching={feedbacks.isFetching}
      error={feedbacks.error}
      filtered={filtered}
      count={feedbacks.data ? countOf(feedbacks.data, 'feedback') : null}
      noMatch={noMatch}
      empty={{ icon: <RateReviewOutlined />, title: 'No feedback yet' }}
      toolbar={toolbar}
      head={
        <>
          <ListHeading column="createdAt" sort={sort}>
            Given
          </ListHeading>
          <TableCell>{conversation}</TableCell>
          <TableCell>Agent</TableCell>
          <TableCell>By</TableCell>
          <ListHeading column="score" sort={sort}>
            Score
          </ListHeading>
          <ListHeading column="status" sort={sort}>
            Status
          </ListHeading>
        </>
      }
      footer={feedbacks.data ? <PagingFooter paging={paging} data={feedbacks.data} /> : null}
    >
      {(f) => (
        <TableRow key={f.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(f.createdAt)}</TableCell>
          <TableCell>
            <ConversationLink to={linkOf(f)} row={f} showKind={bothKinds} />
          </TableCell>
          <TableCell>{f.agent.name}</TableCell>
          <TableCell>{f.author.name}</TableCell>
          <TableCell>
            <Chip size="small" color={scoreColor(f.review.score)} label={scoreText(f.review.score)} />
          </TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_WORDS[f.status].color}
              label={STATUS_WORDS[f.status].label}
            />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
