// /scrums/audits/all (spec §2 "audits/all", menu "list scrums"): every audit, newest first, by page, with
// a search in names and filters by developer, component, rating, days and open follow-ups (all in the URL).
import { createAudit, MAX_RATING, MIN_RATING, ratingLabel } from '@backoffice/contract/modules/scrums';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../core/dates';
import { personLookup } from '../../../core/lookups/lookups';
import { useCan, useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useAudits } from '../api/audits';
import { useComponents } from '../api/components';
import { componentNames, FindingsCell, FollowUpsCell } from '../components/audit-cells';
import { RatingChip } from '../components/chips';
import { scrumsPaths } from '../paths';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const smUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
const mdUp = { display: { xs: 'none', md: 'table-cell' } } as const;

export default function AuditsPage() {
  const list = useListParams();
  const { page, take, search, params } = list;
  const developerId = idOf(params.get('developerId'));
  const componentId = idOf(params.get('componentId'));
  const rating = idOf(params.get('rating'));
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const open = params.get('openFollowUps');
  const openFollowUps = open === 'true' || open === 'false' ? open : undefined;
  const audits = useAudits({
    query: { page, take, search: search || undefined, developerId, componentId, rating, from, to, openFollowUps },
  });
  const components = useComponents({ query: { take: 100 } }, { enabled: useCan('scrums:components:read') });
  const canCreate = useCanCall(createAudit);

  const filters: FilterSpec[] = [
    { kind: 'lookup', param: 'developerId', label: 'Developer', lookup: personLookup },
    {
      kind: 'choice',
      param: 'componentId',
      label: 'Component',
      options: (components.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    },
    {
      kind: 'choice',
      param: 'rating',
      label: 'Rating',
      options: Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i).map((r) => ({
        value: String(r),
        label: `${r} · ${ratingLabel(r)}`,
      })),
    },
    { kind: 'dates', label: 'Held', from: 'from', to: 'to' },
    {
      kind: 'choice',
      param: 'openFollowUps',
      label: 'Follow-ups',
      options: [
        { value: 'true', label: 'Some open' },
        { value: 'false', label: 'None open' },
      ],
    },
  ];
  const filtered = Boolean(search || developerId || componentId || rating || from || to || openFollowUps);

  return (
    <>
      <PageHeader
        title="Dev audits"
        subtitle="Developers' periodic reviews: rating, findings and follow-ups."
        actions={canCreate ? <CreateButton to={scrumsPaths.newAudit()} label="New audit" /> : null}
      />
      <ListTable
        label="Dev audits"
        columns={7}
        {...pagedTableProps(audits, list, 'audit')}
        toolbar={
          <FilterBar
            label="Filter audits"
            search={{ label: 'Search audits', placeholder: 'Developer or auditor' }}
            filters={filters}
          />
        }
        head={
          <>
            <TableCell>Held</TableCell>
            <TableCell>Developer</TableCell>
            <TableCell sx={mdUp}>Auditor</TableCell>
            <TableCell sx={mdUp}>Components</TableCell>
            <TableCell>Rating</TableCell>
            <TableCell sx={smUp}>Findings</TableCell>
            <TableCell sx={smUp}>Follow-ups</TableCell>
          </>
        }
        empty={{
          icon: <FactCheckOutlined />,
          title: 'No audits yet',
          description: 'Record a developer’s first audit: what was reviewed, how it went, what follows.',
          create: canCreate ? { to: scrumsPaths.newAudit(), label: 'New audit' } : undefined,
        }}
        filtered={filtered}
        noMatch={{ title: 'No audit matches', clear: { label: 'Clear filters', onClick: list.clear } }}
      >
        {(a) => (
          <TableRow key={a.id} hover data-testid={`audit-row-${a.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={scrumsPaths.audit(a.id)} underline="hover" sx={{ fontWeight: 600 }}>
                {formatDay(a.date, { weekday: false })}
              </Link>
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={scrumsPaths.developer(a.developer.id)} underline="hover">
                {a.developer.name}
              </Link>
            </TableCell>
            <TableCell sx={mdUp}>{a.auditor?.name ?? '—'}</TableCell>
            <TableCell sx={{ ...mdUp, maxWidth: 260 }}>{componentNames(a)}</TableCell>
            <TableCell>
              <RatingChip rating={a.rating} compact />
            </TableCell>
            <TableCell sx={smUp}>
              <FindingsCell audit={a} />
            </TableCell>
            <TableCell sx={smUp}>
              <FollowUpsCell audit={a} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
