// QC v1's chat queue (spec §2 /qc/chats/queue, qa:chat:read): the chats waiting in QC v2's queue, a page at a
// time (v1's `chat/unreviewed`), oldest first unless sorted; "Review" opens the review screen on that chat.
import { type ChatSummary, V1_CHAT_SORT } from '@backoffice/contract/modules/qa';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../../core/dates';
import { useCan } from '../../../../core/use-can';
import { FilterBar } from '../../../../ui/filter-bar/filter-bar';
import { sortFields, useListParams, useSortParams } from '../../../../ui/list-params';
import { countOf, ListTable, SortableHeadCell } from '../../../../ui/list-table';
import { PageHeader } from '../../../../ui/page-header';
import { PagingFooter } from '../../../../ui/paging-footer';
import { useQaDepartments } from '../../api/list-departments';
import { useV1UnreviewedChats } from '../../api/v1-chats';
import { departmentFilter } from '../../lib/filters';
import { qcPaths } from '../../paths';

export default function V1ChatQueuePage() {
  const list = useListParams();
  const sort = useSortParams(V1_CHAT_SORT);
  const departments = useQaDepartments();
  const department = list.params.get('department') ?? '';
  const reviewer = useCan('qa:chat:review');
  // The queue's order (oldest first) until a column is sorted.
  const sorted = sortFields(sort);
  const query = {
    page: list.page,
    take: list.take,
    ...(sorted.sortBy ? sorted : { sortBy: 'startedAt' as const, direction: 'ASC' as const }),
    ...(list.search ? { search: list.search } : {}),
    ...(department ? { department } : {}),
  };
  const waiting = useV1UnreviewedChats({ query });
  return (
    <>
      <PageHeader
        title="Chat queue"
        subtitle="Chats waiting for review. Review holds the chat for you while you review it."
        actions={
          reviewer ? (
            <Button variant="contained" component={RouterLink} to={qcPaths.chatReview()}>
              Review the next chat
            </Button>
          ) : null
        }
      />
      <ListTable<ChatSummary>
        label="Waiting chats"
        columns={5}
        items={waiting.data?.items}
        pending={waiting.isPending}
        fetching={waiting.isFetching}
        error={waiting.error}
        filtered={Boolean(list.search || department)}
        count={waiting.data ? countOf(waiting.data, 'chat') : null}
        noMatch={{
          title: 'No waiting chat matches',
          clear: { label: 'Clear the search and filters', onClick: list.clear },
        }}
        empty={{ icon: <InboxOutlined />, title: 'No chat waits for review' }}
        toolbar={
          <FilterBar
            label="Filter waiting chats"
            search={{ label: 'Search chats', maxLength: 200 }}
            filters={[departmentFilter('chat', departments.data)]}
          />
        }
        head={
          <>
            <SortableHeadCell column="startedAt" sort={sort}>
              Chat
            </SortableHeadCell>
            <TableCell>Agents</TableCell>
            <SortableHeadCell column="messageCount" sort={sort}>
              Messages
            </SortableHeadCell>
            <TableCell>In a queue</TableCell>
            <TableCell />
          </>
        }
        footer={waiting.data ? <PagingFooter paging={list} data={waiting.data} /> : null}
      >
        {(chat) => (
          <TableRow key={chat.id} hover>
            <TableCell>
              <Link component={RouterLink} to={qcPaths.chat(chat.id)}>
                {chat.customerName || `Chat #${chat.id}`}
              </Link>
              {` · ${formatInstant(chat.startedAt)}${chat.department ? ` · ${chat.department}` : ''}`}
            </TableCell>
            <TableCell>{chat.agents.map((a) => a.name).join(', ') || '—'}</TableCell>
            <TableCell>{chat.messageCount}</TableCell>
            <TableCell>{chat.claim ? chat.claim.reviewerName : '—'}</TableCell>
            <TableCell align="right">
              {reviewer ? (
                <Button size="small" component={RouterLink} to={qcPaths.chatReview(chat.id)}>
                  Review
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
