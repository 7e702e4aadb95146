import {
  createSet,
  deleteSet as deleteSetEndpoint,
  type IpSet,
  type IpsetFamily,
  type IpsetType,
} from '@backoffice/contract/modules/ipset';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterSpec, optionsOf } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useSets } from '../api/list-sets';
import { DeleteSetDialog } from '../components/delete-set-dialog';
import { FAMILY_LABEL } from '../lib/labels';
import { ipsetPaths } from '../paths';

const COLUMNS = 6;
const FAMILIES: readonly IpsetFamily[] = ['inet', 'inet6'];
const TYPES: readonly IpsetType[] = ['hash:ip', 'hash:net'];

const FILTERS: FilterSpec[] = [
  { kind: 'choice', param: 'family', label: 'Family', options: optionsOf(FAMILIES, (f) => FAMILY_LABEL[f]) },
  { kind: 'choice', param: 'type', label: 'Type', options: optionsOf(TYPES) },
];

export default function SetsPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const family = FAMILIES.find((f) => f === list.params.get('family'));
  const type = TYPES.find((t) => t === list.params.get('type'));
  const query = useSets({ query: { page, take, search, family, type } });
  const canCreate = useCanCall(createSet);
  const canDelete = useCanCall(deleteSetEndpoint);
  const [toDelete, setToDelete] = useState<IpSet | null>(null);
  const filtered = Boolean(search || family || type);

  return (
    <>
      <PageHeader
        title="IP sets"
        subtitle="Named lists of addresses and networks, exported as ipset restore scripts for the firewalls."
        actions={canCreate ? <CreateButton to={ipsetPaths.createSet()} label="New IP set" /> : null}
      />
      <ListTable
        views
        label="IP sets"
        columns={COLUMNS}
        {...pagedTableProps(query, list, 'set')}
        toolbar={
          <FilterBar
            label="Filter IP sets"
            search={{ label: 'Search IP sets', placeholder: 'Search by name' }}
            filters={FILTERS}
          />
        }
        skeletonRows={5}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Family</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Entries</TableCell>
            <TableCell>Last change</TableCell>
            <ActionsHeadCell width={56} />
          </>
        }
        empty={{
          icon: <ShieldOutlined />,
          title: 'No IP sets yet',
          description: 'An IP set is a named list of addresses or networks that firewalls load with ipset.',
          create: canCreate ? { to: ipsetPaths.createSet(), label: 'New IP set' } : undefined,
        }}
        filtered={filtered}
        noMatch={{ title: 'No IP set matches', description: 'Change the search or the filters.' }}
      >
        {(set) => (
          <TableRow key={set.id} hover>
            <TableCell sx={{ maxWidth: { xs: 220, sm: 420 } }}>
              <Link
                component={RouterLink}
                to={ipsetPaths.set(set)}
                underline="hover"
                sx={{ fontWeight: 600, ...monoFont }}
              >
                {set.name}
              </Link>
              {set.description ? (
                <Typography variant="body2" color="text.secondary" noWrap title={set.description}>
                  {set.description}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" label={FAMILY_LABEL[set.family]} sx={{ height: 22 }} />
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{set.type}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(set.entryCount)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatInstant(set.updatedAt)}</TableCell>
            <TableCell align="right">
              {canDelete ? (
                <RowAction
                  title="Delete IP set"
                  label={`Delete ${set.name}`}
                  icon={DeleteOutline}
                  onClick={() => setToDelete(set)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <DeleteSetDialog set={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
