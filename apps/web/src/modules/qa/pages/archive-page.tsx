// The archive (spec §2 /qc-v2/chats/archive, /qc-v2/tickets/archive): reviews with their
// conversations, newest first or sorted by the reviewer's choice (sortBy, direction ASC | DESC),
// searched in full text, filtered; deleted reviews struck through, and a review a manager's escalation
// review replaced in statistics marked so, linking to the escalation (issue 25). A row opens its
// conversation on that review (shown first); a chat id in the address opens it.
import { ARCHIVE_SORT, type ChatArchiveItem, type TicketArchiveItem } from '@backoffice/contract/modules/qa';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useParams } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { sortFields, useListParams, useSortParams } from '../../../ui/list-params';
import { countOf, ListTable, SortableHeadCell } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useChatArchive, useTicketArchive } from '../api/conversations';
import { useQaDepartments } from '../api/list-departments';
import { departmentFilter } from '../lib/filters';
import { scoreColor, scoreText } from '../lib/score';
import { qaPaths } from '../paths';
import { ConversationPage } from './conversation-page';

type Item = (ChatArchiveItem & { ticket?: never }) | (TicketArchiveItem & { chat?: never });
const DELETED = ['with', 'without', 'only'] as const;
/** Deleted reviews are shown (marked so) unless the filter says otherwise. */
const DELETED_FILTER: FilterSpec = {
  kind: 'choice',
  param: 'deleted',
  label: 'Deleted reviews',
  options: [
    { value: 'without', label: 'Left out' },
    { value: 'only', label: 'Only these' },
  ],
};

interface ArchiveProps {
  kind: 'chat' | 'ticket';
  /** The chat archive's read: QC v1's `chat/reviewed` answers the same page as QC v2's archive. */
  readChats?: typeof useChatArchive;
  /** Where a row leads (QC v1: its one-chat screen); the conversation on that review by default. */
  linkTo?: (conversationId: number, reviewId: number) => string;
}

/** The archive list, also drawn by QC v1's chat archive (pages/v1/chats-page.tsx). */
export function Archive({ kind, readChats = useChatArchive, linkTo }: ArchiveProps) {
  const list = useListParams();
  const sort = useSortParams(ARCHIVE_SORT);
  const deleted = DELETED.find((d) => d === list.params.get('deleted')) ?? 'with';
  const departments = useQaDepartments();
  const department = list.params.get('department') ?? '';
  const query = {
    page: list.page,
    take: list.take,
    ...sortFields(sort),
    deleted,
    ...(list.search ? { search: list.search } : {}),
    ...(department ? { department } : {}),
  };
  const chats = readChats({ query }, { enabled: kind === 'chat' });
  const tickets = useTicketArchive({ query }, { enabled: kind === 'ticket' });
  const archive = kind === 'chat' ? chats : tickets;
  const items = archive.data?.items as Item[] | undefined;
  const filtered = Boolean(list.search || department || deleted !== 'with');
  return (
    <>
      <PageHeader
        title={kind === 'chat' ? 'Chat archive' : 'Ticket archive'}
        subtitle="Reviews made, newest first. Search finds words in the transcript, the subject and the customer."
      />
      <ListTable
        skeletonLines={2}
        views
        label={kind === 'chat' ? 'Chat reviews' : 'Ticket reviews'}
        columns={6}
        items={items}
        pending={archive.isPending}
        fetching={archive.isFetching}
        error={archive.error}
        filtered={filtered}
        count={archive.data ? countOf(archive.data, 'review') : null}
        noMatch={{ title: 'No review matches', clear: { label: 'Clear the search and filters', onClick: list.clear } }}
        empty={{ icon: <RateReviewOutlined />, title: 'No reviews yet' }}
        toolbar={
          <FilterBar
            label={kind === 'chat' ? 'Filter chat reviews' : 'Filter ticket reviews'}
            search={{ label: kind === 'chat' ? 'Search chats' : 'Search tickets', maxLength: 200 }}
            filters={[departmentFilter(kind, departments.data), DELETED_FILTER]}
          />
        }
        head={
          <>
            <SortableHeadCell column="reviewedAt" sort={sort}>
              Reviewed
            </SortableHeadCell>
            <SortableHeadCell column="conversationAt" sort={sort}>
              {kind === 'chat' ? 'Chat' : 'Ticket'}
            </SortableHeadCell>
            <TableCell>Agents</TableCell>
            <TableCell>Reviewer</TableCell>
            <SortableHeadCell column="score" sort={sort}>
              Score
            </SortableHeadCell>
            <TableCell>Tags</TableCell>
          </>
        }
        footer={archive.data ? <PagingFooter paging={list} data={archive.data} /> : null}
      >
        {(item) => {
          const { review } = item;
          const conversation = item.chat ?? item.ticket!;
          const deletedRow = review.deletedAt !== null;
          const to = linkTo
            ? linkTo(conversation.id, review.id)
            : qaPaths.archivedReview(kind, conversation.id, review.id);
          return (
            <TableRow key={review.id} hover sx={deletedRow ? { '& td': { color: 'text.disabled' } } : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(review.createdAt)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={to} sx={deletedRow ? { textDecoration: 'line-through' } : undefined}>
                  {item.chat ? item.chat.customerName || `Chat #${item.chat.id}` : item.ticket!.subject}
                </Link>
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {formatInstant(item.chat ? item.chat.startedAt : item.ticket!.openedAt)}
                  {conversation.department ? ` · ${conversation.department}` : ''}
                </Box>
              </TableCell>
              <TableCell>{review.agents.map((a) => a.name).join(', ') || '—'}</TableCell>
              <TableCell>{review.reviewer.name}</TableCell>
              <TableCell>
                {deletedRow ? (
                  <Chip size="small" variant="outlined" label={`Deleted · ${scoreText(review.score)}`} />
                ) : (
                  <Chip size="small" color={scoreColor(review.score)} label={scoreText(review.score)} />
                )}
                {item.replacedBy ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    clickable
                    component={RouterLink}
                    to={qaPaths.escalation(kind, item.replacedBy.escalationId)}
                    label="Replaced by the escalation review"
                    sx={{ mt: 0.5, display: 'flex', width: 'fit-content', color: 'text.secondary' }}
                  />
                ) : null}
              </TableCell>
              <TableCell>
                {review.tags.map((t) => (
                  <Chip key={t.id} size="small" label={t.name} sx={{ mr: 0.5, bgcolor: t.color, color: '#fff' }} />
                ))}
              </TableCell>
            </TableRow>
          );
        }}
      </ListTable>
    </>
  );
}

export function ChatArchivePage() {
  const chatId = useParams().chatId;
  return chatId ? <ConversationPage kind="chat" /> : <Archive kind="chat" />;
}

export default ChatArchivePage;

export function TicketArchivePage() {
  return <Archive kind="ticket" />;
}
