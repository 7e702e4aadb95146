import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import TableCell from '@mui/material/TableCell';
import { useEffect, useMemo } from 'react';
import { instantFormatter } from '../../../core/dates';
import { KeptPlace } from '../../../ui/kept-place';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { countOf, ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { RefreshButton } from '../../../ui/refresh-button';
import { useAuditLog } from '../api/get-audit-log';
import {
  auditQuery,
  clearedParams,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  legacyAction,
} from '../audit-filters';
import { AuditExportButton, exportNote } from '../components/audit-export-button';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AUDIT_COLUMNS, AuditRow, WIDE_ONLY } from '../components/audit-row';

export default function AuditLogPage() {
  const list = useListParams();
  const update = useUpdateParams();
  const filters = useMemo(() => filtersFromParams(list.params), [list.params]);
  const query = useMemo(() => auditQuery(filters), [filters]);
  const filtered = hasFilters(filters);
  const clear = () => update(clearedParams());
  // A link from before `action` (`?kind=security&event=…`) is rewritten to it, so its chip shows.
  const legacy = legacyAction(list.params);
  useEffect(() => {
    if (legacy !== undefined)
      update({ ...filtersToParams({ action: legacy }), page: list.params.get('page') }, { replace: true });
  }, [legacy, update, list.params]);

  const { data, error, isPending, isFetching, refetch } = useAuditLog({
    query: { page: list.page, take: list.take, ...query },
  });
  const timeZone = data?.timeZone;
  const formatAt = useMemo(() => instantFormatter(timeZone, { seconds: true }), [timeZone]);
  // A user no longer listed (deleted) is still named by their entries.
  const username = data?.items.find((e) => e.userId === filters.userId)?.username;
  const note = data ? exportNote(data) : null;

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle={
          <>
            Every change made through the API, and every refused sign-in, token or call: who did what, and when.
            <KeptPlace shown={Boolean(timeZone)}>
              {` Times and days are in ${timeZone ?? 'UTC'}, the company time zone.`}
            </KeptPlace>
          </>
        }
        actions={
          <>
            <AuditExportButton query={query} disabled={!data || data.total === 0} />
            <RefreshButton onClick={() => refetch()} busy={isFetching} />
          </>
        }
      />
      <ListTable
        // A full page of placeholders: a company has more than a page of these, so the page controls
        // stay where the rows will push them while the first page loads.
        skeletonRows={list.take}
        label="Audit log"
        columns={AUDIT_COLUMNS}
        items={data?.items}
        pending={isPending}
        fetching={isFetching}
        error={error}
        toolbar={<AuditFilterBar filters={filters} username={username} />}
        count={data ? `${countOf(data, 'entry', 'entries')}${note ? ` · ${note}` : ''}` : null}
        head={
          <>
            <TableCell padding="checkbox" />
            <TableCell sx={WIDE_ONLY}>When</TableCell>
            <TableCell>What happened</TableCell>
            <TableCell sx={WIDE_ONLY}>Status</TableCell>
          </>
        }
        empty={{ icon: <HistoryOutlined />, title: 'No changes recorded yet.' }}
        filtered={filtered}
        noMatch={{ title: 'No entries match these filters.', clear: { label: 'Clear filters', onClick: clear } }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(entry) => <AuditRow key={entry.id} entry={entry} formatAt={formatAt} />}
      </ListTable>
    </>
  );
}
