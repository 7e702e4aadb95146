// The lists of both kinds (spec §2 /bug-feature/bug-reports, /feature-requests) and their archive: one table,
// every filter in the address (text, priority, status, component, department, folder, reporter, assignee,
// days filed; deleted ones for who may see them), sortable, paged by the server (docs/tracker.md "Web").

import type { ReportKind, ReportSummary } from '@backoffice/contract/modules/bug-report';
import { REPORT_SORTS } from '@backoffice/contract/modules/bug-report';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { personLookup } from '../../../core/lookups/lookups';
import { useCurrentUser } from '../../../core/session';
import { useCan } from '../../../core/use-can';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { useListParams, useSortParams } from '../../../ui/list-params';
import { ListTable, SortableHeadCell } from '../../../ui/list-table';
import { pagedTableProps } from '../../../ui/paging-footer';
import { RelativeTime } from '../../../ui/relative-time';
import { lookupsApi } from '../api/lookups';
import { reportsApi } from '../api/reports';
import { archiveQueryOf, DELETED_PARAM, isFiltered, searchQuery } from '../lib/filters';
import { KIND_WORDS, kindScopes } from '../lib/kind';
import { bugReportPaths } from '../paths';
import { DeletedChip, PriorityChip, StatusChip } from './report-chips';

const ARCHIVE_SORTS = ['closedAt', ...REPORT_SORTS] as const;
/** Left out on phones: the title, status and priority say enough there. */
const wide = { display: { xs: 'none', md: 'table-cell' } };
/** Columns of their own from a small tablet up; on phones the chips sit under the title. */
const notPhone = { display: { xs: 'none', sm: 'table-cell' } };
const COLUMNS = 6;

interface Props {
  kind: ReportKind;
  /** The archive (closed longer than the archive delay) rather than the open list. */
  archive?: boolean;
}

/** Options of a lookup filter, from the kind's lookups. */
const optionsOf = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

function useFilters(kind: ReportKind, archive: boolean): FilterSpec[] {
  const lookups = lookupsApi[kind];
  const priorities = lookups.priorities.use();
  const statuses = lookups.statuses.use();
  const components = lookups.components.use();
  const departments = lookups.departments.use();
  const folders = lookups.folders.use({ query: { take: 100 } });
  const mayDelete = useCan(kindScopes(kind).delete);
  const _me = useCurrentUser();
  const person = (param: 'reporter' | 'assignee', label: string): FilterSpec => ({
    kind: 'lookup',
    param,
    label,
    lookup: personLookup,
  });
  return [
    { kind: 'choice', param: 'status', label: 'Status', multiple: true, options: optionsOf(statuses.data) },
    { kind: 'choice', param: 'priority', label: 'Priority', multiple: true, options: optionsOf(priorities.data) },
    { kind: 'choice', param: 'component', label: 'Component', multiple: true, options: optionsOf(components.data) },
    {
      kind: 'choice',
      param: 'department',
      label: 'Department',
      multiple: true,
      options: optionsOf(departments.data),
    },
    { kind: 'choice', param: 'folder', label: 'Folder', multiple: true, options: optionsOf(folders.data?.items) },
    person('assignee', 'Assignee'),
    person('reporter', 'Reporter'),
    { kind: 'dates', label: 'Filed', from: 'from', to: 'to' },
    ...(mayDelete && !archive
      ? [
          {
            kind: 'choice',
            param: DELETED_PARAM,
            label: 'Deleted',
            options: [
              { value: 'with', label: 'Shown too' },
              { value: 'only', label: 'Only these' },
            ],
          } satisfies FilterSpec,
        ]
      : []),
  ];
}

export function ReportsList({ kind, archive = false }: Props) {
  const list = useListParams();
  const sort = useSortParams(archive ? ARCHIVE_SORTS : REPORT_SORTS);
  const mayDelete = useCan(kindScopes(kind).delete);
  const api = reportsApi[kind];
  const paging = { page: list.page, take: list.take };
  const search = api.search.use({ query: searchQuery(list.params, paging, mayDelete) }, { enabled: !archive });
  const archived = api.archive.use({ query: archiveQueryOf(list.params, paging) }, { enabled: archive });
  const reports = archive ? archived : search;
  const filters = useFilters(kind, archive);
  const words = KIND_WORDS[kind];
  return (
    <ListTable
      skeletonLines={2}
      views
      label={archive ? `Archived ${words.many}` : words.title}
      columns={COLUMNS}
      {...pagedTableProps(reports, list, words.one, words.many)}
      toolbar={
        <FilterBar
          label={`Filter ${words.many}`}
          search={{ label: `Search ${words.many}`, placeholder: 'Search titles and descriptions', maxLength: 200 }}
          filters={filters}
        />
      }
      head={
        <>
          <SortableHeadCell column="title" sort={sort}>
            {words.short}
          </SortableHeadCell>
          <TableCell sx={notPhone}>Status</TableCell>
          <SortableHeadCell column="priority" sort={sort} sx={notPhone}>
            Priority
          </SortableHeadCell>
          <TableCell sx={wide}>Assignee</TableCell>
          <TableCell sx={wide}>Reporter</TableCell>
          {archive ? (
            <SortableHeadCell column="closedAt" sort={sort} sx={wide}>
              Closed
            </SortableHeadCell>
          ) : (
            <SortableHeadCell column="createdAt" sort={sort} sx={wide}>
              Filed
            </SortableHeadCell>
          )}
        </>
      }
      empty={{
        icon: <BugReportOutlined />,
        title: archive ? `No archived ${words.many}` : `No ${words.many} yet`,
        ...(archive ? { description: 'Reports closed for longer than the archive delay are kept here.' } : {}),
      }}
      filtered={isFiltered(list.params)}
      noMatch={{
        title: `No ${words.one} matches`,
        clear: { label: 'Clear the search and filters', onClick: list.clear },
      }}
    >
      {(report) => <ReportRow key={report.id} kind={kind} report={report} archive={archive} />}
    </ListTable>
  );
}

function Count({ icon, n, label }: { icon: typeof ChatBubbleOutline; n: number; label: string }) {
  const Icon = icon;
  if (n === 0) return null;
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        aria-label={label}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary', fontSize: 12 }}
      >
        <Icon sx={{ fontSize: 14 }} />
        {n}
      </Box>
    </Tooltip>
  );
}

function ReportRow({ kind, report, archive }: { kind: ReportKind; report: ReportSummary; archive: boolean }) {
  const deleted = report.deletedAt !== null;
  const details = [report.component?.name, report.folder?.name, report.department?.name].filter(Boolean);
  return (
    <TableRow hover sx={deleted ? { '& td': { color: 'text.disabled' } } : undefined}>
      <TableCell sx={{ minWidth: { sm: 200 } }}>
        <Link
          component={RouterLink}
          to={bugReportPaths.report(kind, report.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...(deleted ? { textDecoration: 'line-through' } : {}) }}
        >
          {report.title}
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }} useFlexGap>
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            #{report.id}
            {details.length ? ` · ${details.join(' · ')}` : ''}
          </Box>
          <Count icon={ChatBubbleOutline} n={report.commentCount} label={`${report.commentCount} comments`} />
          <Count icon={AttachFileOutlined} n={report.fileCount} label={`${report.fileCount} files`} />
          {deleted ? <DeletedChip /> : null}
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.75 }}>
          <StatusChip status={report.status} />
          <PriorityChip priority={report.priority} />
        </Stack>
      </TableCell>
      <TableCell sx={notPhone}>
        <StatusChip status={report.status} />
      </TableCell>
      <TableCell sx={notPhone}>
        <PriorityChip priority={report.priority} />
      </TableCell>
      <TableCell sx={wide}>{report.assignee?.name ?? <Box sx={{ color: 'text.secondary' }}>Nobody</Box>}</TableCell>
      <TableCell sx={wide}>{report.reporter?.name ?? '—'}</TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
        <RelativeTime iso={archive && report.closedAt ? report.closedAt : report.createdAt} />
      </TableCell>
    </TableRow>
  );
}
