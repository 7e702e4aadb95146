// The agents list: /dossiers and QC v1's /qc/dossiers render it (search, team and position in the URL).
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../core/use-can';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useAgents, usePositions, useTeams } from '../api/agents';

const COLUMNS = 5;
const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export function AgentsList({ linkTo }: { linkTo: (userId: number) => string }) {
  const list = useListParams();
  const { page, take, search } = list;
  const teamId = idOf(list.params.get('teamId'));
  const positionId = idOf(list.params.get('positionId'));
  const agents = useAgents({ query: { page, take, search: search || undefined, teamId, positionId } });
  const positions = usePositions();
  const teams = useTeams(undefined, { enabled: useCan('dossier:team:read') });
  const filters: FilterSpec[] = [
    {
      kind: 'choice',
      param: 'teamId',
      label: 'Team',
      options: (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
    },
    {
      kind: 'choice',
      param: 'positionId',
      label: 'Position',
      options: (positions.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
  ];
  return (
    <ListTable
      label="Agent profiles"
      columns={COLUMNS}
      {...pagedTableProps(agents, list, 'agent')}
      toolbar={
        <FilterBar
          label="Filter agents"
          search={{ label: 'Search agents', placeholder: 'Search by name or username' }}
          filters={filters}
        />
      }
      head={
        <>
          <TableCell>Agent</TableCell>
          <TableCell>Position</TableCell>
          <TableCell>Team</TableCell>
          <TableCell>Manager</TableCell>
          <TableCell align="right">QC average (30 days)</TableCell>
        </>
      }
      empty={{
        icon: <BadgeOutlined />,
        title: 'No agents yet',
        description: 'Add a user as an agent to open a dossier.',
      }}
      filtered={Boolean(search || teamId || positionId)}
      noMatch={{ title: 'No agent matches', description: 'Change the search or the filters.' }}
    >
      {(a) => (
        <TableRow key={a.userId} hover>
          <TableCell>
            <Link component={RouterLink} to={linkTo(a.userId)} underline="hover" sx={{ fontWeight: 600 }}>
              {a.name}
            </Link>
          </TableCell>
          <TableCell>{a.position?.name ?? '—'}</TableCell>
          <TableCell>{a.team?.name ?? '—'}</TableCell>
          <TableCell>{a.manager?.name ?? '—'}</TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {a.averageScore ?? '—'}
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
