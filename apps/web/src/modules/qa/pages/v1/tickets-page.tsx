// The QC v1 ticket list (spec §2 /qc/tickets, qa:ticket:read): the tickets waiting for review, oldest
// first, or the reviews made, newest first (v2's archive), through the v1 calls; search finds reviews by
// the words of their ticket. A waiting ticket opens the review screen, a reviewed one its ticket.
import type { V1TicketListItem } from '@backoffice/contract/modules/qa';
import { v1ReviewTicket } from '@backoffice/contract/modules/qa';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../../core/dates';
import { useCanCall } from '../../../../core/use-can';
import { FilterBar } from '../../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../../ui/list-params';
import { countOf, ListTable } from '../../../../ui/list-table';
import { PageHeader } from '../../../../ui/page-header';
import { PagingFooter } from '../../../../ui/paging-footer';
import { useV1TicketSearch, useV1Tickets } from '../../api/v1-tickets';
import { scoreColor, scoreText } from '../../lib/score';
import { qcPaths } from '../../paths';

/** The v1 calls take only a page: one page size. */
const SIZES = [25];

export default function V1TicketsPage() {
  const list = useListParams(SIZES);
  const canReview = useCanCall(v1ReviewTicket);
  // Search finds reviews (the archive's full text), so it shows the reviewed tab.
  const reviewed = Boolean(list.search) || list.params.get('reviewed') === 'true';
  const page = { page: list.page };
  const listed = useV1Tickets({ query: { ...page, reviewed: reviewed ? 'true' : 'false' } }, { enabled: !list.search });
  const found = useV1TicketSearch({ params: { term: list.search }, query: page }, { enabled: Boolean(list.search) });
  const result = list.search ? found : listed;
  const items = result.data?.items as V1TicketListItem[] | undefined;
  return (
    <>
      <PageHeader
        title="Ticket list"
        subtitle="Tickets waiting for review, oldest first, and the reviews made, newest first: the same tickets and reviews as QC v2."
      />
      <Tabs
        value={reviewed ? 'reviewed' : 'waiting'}
        onChange={(_, v) => list.setFilter('reviewed', v === 'reviewed' ? 'true' : null)}
        sx={{ mb: 2 }}
      >
        <Tab value="waiting" label="Waiting" disabled={Boolean(list.search)} />
        <Tab value="reviewed" label="Reviewed" />
      </Tabs>
      <ListTable
        skeletonLines={2}
        label={reviewed ? 'Ticket reviews' : 'Tickets waiting for review'}
        columns={5}
        items={items}
        pending={result.isPending}
        fetching={result.isFetching}
        error={result.error}
        filtered={Boolean(list.search)}
        count={result.data ? countOf(result.data, reviewed ? 'review' : 'ticket') : null}
        noMatch={{ title: 'No review matches', clear: { label: 'Clear the search', onClick: list.clear } }}
        empty={{
          icon: <ConfirmationNumberOutlined />,
          title: reviewed ? 'No reviews yet' : 'No ticket waits for review',
        }}
        toolbar={
          <FilterBar
            label="Search tickets"
            search={{ label: 'Search reviewed tickets', maxLength: 200 }}
            filters={[]}
          />
        }
        head={
          <>
            <TableCell>Ticket</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Agents</TableCell>
            <TableCell>{reviewed ? 'Reviewer' : 'In the queue of'}</TableCell>
            <TableCell>{reviewed ? 'Score' : ''}</TableCell>
          </>
        }
        footer={result.data ? <PagingFooter paging={list} data={result.data} /> : null}
      >
        {({ ticket, review }) => {
          const to =
            review === null && canReview
              ? qcPaths.ticketReview(ticket.id)
              : `${qcPaths.ticket(ticket.id)}${review ? `?review=${review.id}` : ''}`;
          const deleted = review?.deletedAt != null;
          return (
            <TableRow
              key={review?.id ?? `t${ticket.id}`}
              hover
              sx={deleted ? { '& td': { color: 'text.disabled' } } : undefined}
            >
              <TableCell>
                <Link component={RouterLink} to={to} sx={deleted ? { textDecoration: 'line-through' } : undefined}>
                  {ticket.subject || `Ticket #${ticket.id}`}
                </Link>
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {formatInstant(ticket.openedAt)}
                  {ticket.department ? ` · ${ticket.department}` : ''}
                </Box>
              </TableCell>
              <TableCell>
                {ticket.clientName}
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {ticket.clientKind} · {ticket.clientLogin}
                </Box>
              </TableCell>
              <TableCell>{(review ?? ticket).agents.map((a) => a.name).join(', ') || '—'}</TableCell>
              <TableCell>{review ? review.reviewer.name : (ticket.claim?.reviewerName ?? '—')}</TableCell>
              <TableCell>
                {review === null ? null : deleted ? (
                  <Chip size="small" variant="outlined" label={`Deleted · ${scoreText(review.score)}`} />
                ) : (
                  <Chip size="small" color={scoreColor(review.score)} label={scoreText(review.score)} />
                )}
              </TableCell>
            </TableRow>
          );
        }}
      </ListTable>
    </>
  );
}
