import { type CdnVhost, createCdnVhost, deleteCdnVhost, enableXdn } from '@backoffice/contract/modules/hosting';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInstant } from '../../../core/dates';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useCdnCount, useCdnVhosts } from '../api/cdn';
import { type CdnAction, CdnActionDialog } from '../components/cdn-dialogs';
import { hostingPaths } from '../paths';

export default function CdnPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useCdnVhosts({ query: { page, take, search } });
  const { data: count } = useCdnCount();
  const canCreate = useCanCall(createCdnVhost);
  const canAct = useCanCall(enableXdn);
  const canDelete = useCanCall(deleteCdnVhost);
  const [pending, setPending] = useState<{ vhost: CdnVhost; action: CdnAction } | null>(null);

  return (
    <>
      <PageHeader
        title="CDN virtual hosts"
        subtitle={
          count
            ? `${formatNumber(count.count)} domains on the CDN edges, ${formatNumber(count.xdn)} with the CDN switched on.`
            : 'Domains the CDN edges serve, and where they fetch from.'
        }
        actions={canCreate ? <CreateButton to={hostingPaths.createCdn()} label="New CDN vhost" /> : null}
      />
      <ListTable
        label="CDN virtual hosts"
        columns={5}
        {...pagedTableProps(query, list, 'virtual host')}
        toolbar={<SearchField label="Search CDN virtual hosts" placeholder="Domain" />}
        skeletonRows={8}
        head={
          <>
            <TableCell>Domain</TableCell>
            <TableCell>Origin</TableCell>
            <TableCell>CDN</TableCell>
            <TableCell>Cache cleared</TableCell>
            <ActionsHeadCell width={96} />
          </>
        }
        empty={{
          icon: <CloudQueueOutlined />,
          title: 'No CDN virtual hosts yet',
          description: 'A CDN virtual host puts a domain behind the edges, which fetch from its origin.',
          create: canCreate ? { to: hostingPaths.createCdn(), label: 'New CDN vhost' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No virtual host matches', description: 'Change the search.' }}
      >
        {(vhost) => (
          <TableRow key={vhost.id} hover>
            <TableCell sx={{ ...monoFont, fontWeight: 600 }}>{vhost.displayDomain}</TableCell>
            <TableCell sx={monoFont}>{vhost.origin}</TableCell>
            <TableCell>
              <Tooltip title={canAct ? (vhost.xdn ? 'Switch the CDN off' : 'Switch the CDN on') : ''}>
                <span>
                  <Switch
                    size="small"
                    checked={vhost.xdn}
                    disabled={!canAct}
                    onChange={() => setPending({ vhost, action: vhost.xdn ? 'xdn-off' : 'xdn-on' })}
                    slotProps={{ input: { 'aria-label': `CDN for ${vhost.displayDomain}` } }}
                  />
                </span>
              </Tooltip>
              <Typography component="span" variant="body2" color={vhost.xdn ? 'success.main' : 'text.secondary'}>
                {vhost.xdn ? 'On' : 'Off'}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {vhost.lastClearedAt ? formatInstant(vhost.lastClearedAt) : 'Never'}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canAct ? (
                // Words, not an icon (issue 26.12: the icon read as "hide"); ConfirmDialog asks first.
                <Button
                  size="small"
                  aria-label={`Clear the cache of ${vhost.displayDomain}`}
                  onClick={() => setPending({ vhost, action: 'clear' })}
                >
                  Clear cache
                </Button>
              ) : null}
              {canDelete ? (
                <RowAction
                  title="Delete"
                  label={`Delete ${vhost.displayDomain}`}
                  icon={DeleteOutline}
                  onClick={() => setPending({ vhost, action: 'delete' })}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <CdnActionDialog
        vhost={pending?.vhost ?? null}
        action={pending?.action ?? 'clear'}
        onClose={() => setPending(null)}
      />
    </>
  );
}
