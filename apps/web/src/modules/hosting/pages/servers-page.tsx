import { createServer, SERVER_STATUSES } from '@backoffice/contract/modules/hosting';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterSpec, optionsOf } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useServers } from '../api/servers';
import { ServerStatusChip } from '../components/server-status';
import { SERVER_TYPE_OPTIONS, typeLabel } from '../lib/labels';
import { hostingPaths } from '../paths';

const FILTERS: FilterSpec[] = [
  { kind: 'choice', param: 'type', label: 'Type', options: optionsOf(SERVER_TYPE_OPTIONS, typeLabel) },
  { kind: 'choice', param: 'status', label: 'Status', options: optionsOf(SERVER_STATUSES) },
];

export default function ServersPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const type = SERVER_TYPE_OPTIONS.find((t) => t === list.params.get('type'));
  const status = SERVER_STATUSES.find((s) => s === list.params.get('status'));
  const query = useServers({ query: { page, take, search, type, status } });
  const canCreate = useCanCall(createServer);

  return (
    <>
      <PageHeader
        title="Servers"
        subtitle="Cloud servers by name: what each runs, whether it is Up, and the websites it holds."
        actions={canCreate ? <CreateButton to={hostingPaths.createServer()} label="New server" /> : null}
      />
      <ListTable
        skeletonLines={2}
        views
        label="Servers"
        columns={6}
        {...pagedTableProps(query, list, 'server')}
        toolbar={
          <FilterBar
            label="Filter servers"
            search={{ label: 'Search servers', placeholder: 'Name or address' }}
            filters={FILTERS}
          />
        }
        skeletonRows={6}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Services</TableCell>
            <TableCell align="right">Websites</TableCell>
          </>
        }
        empty={{
          icon: <StorageOutlined />,
          title: 'No servers yet',
          description: 'Add the servers that host websites, databases and mail to see their status here.',
          create: canCreate ? { to: hostingPaths.createServer(), label: 'New server' } : undefined,
        }}
        filtered={Boolean(search || type || status)}
        noMatch={{ title: 'No server matches', description: 'Change the search or the filters.' }}
      >
        {(server) => (
          <TableRow key={server.id} hover>
            <TableCell>
              <Link
                component={RouterLink}
                to={hostingPaths.server(server.id)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {server.name}
              </Link>
              {server.location ? (
                <Typography variant="body2" color="text.secondary">
                  {server.location}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{typeLabel(server.type)}</TableCell>
            <TableCell sx={monoFont}>{server.address}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ServerStatusChip status={server.status} />
                {server.status === 'Down' ? (
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    since {formatInstant(server.statusChangedAt)}
                  </Typography>
                ) : null}
              </Stack>
            </TableCell>
            <TableCell>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {server.services.map((s) => (
                  <Chip key={s.name} size="small" variant="outlined" label={s.name} sx={{ height: 22 }} />
                ))}
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {server.websiteCount}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
