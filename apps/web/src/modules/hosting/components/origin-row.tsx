import { updateOriginVhost, type Website } from '@backoffice/contract/modules/hosting';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCan, useCanCall } from '../../../core/use-can';
import { RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { hostingPaths } from '../paths';
import { ServerStatusChip } from './server-status';

interface Props {
  site: Website;
  onConfig: (site: Website) => void;
  /** Asks to delete it; absent for a reader who may not. */
  onDelete?: (site: Website) => void;
}

/** One website of the origin list: domain and aliases, server, PHP, CDN, and its actions. */
export function OriginRow({ site, onConfig, onDelete }: Props) {
  const canServers = useCan('server:server:read');
  const canEdit = useCanCall(updateOriginVhost);
  return (
    <TableRow hover>
      <TableCell>
        <Link
          component={RouterLink}
          to={hostingPaths.editOrigin(site.id)}
          underline="hover"
          sx={{ ...monoFont, fontWeight: 600 }}
        >
          {site.displayDomain}
        </Link>
        {site.aliases.length ? (
          <Typography variant="body2" color="text.secondary" sx={monoFont}>
            also {site.aliases.join(', ')}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {canServers ? (
            <Link component={RouterLink} to={hostingPaths.server(site.server.id)} underline="hover">
              {site.server.name}
            </Link>
          ) : (
            <span>{site.server.name}</span>
          )}
          {site.server.status === 'Down' ? <ServerStatusChip status="Down" /> : null}
        </Stack>
      </TableCell>
      <TableCell>
        {site.phpVersion ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <Chip
              size="small"
              label={`PHP ${site.phpVersion}`}
              color="primary"
              variant="outlined"
              sx={{ height: 22 }}
            />
            <Typography variant="caption" color="text.secondary">
              {site.phpModules.join(', ')}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Static
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {site.cdn ? <Chip size="small" label="CDN" color="success" variant="outlined" sx={{ height: 22 }} /> : '—'}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction
          title="Configuration"
          label={`Configuration of ${site.displayDomain}`}
          icon={CodeOutlined}
          onClick={() => onConfig(site)}
        />
        {canEdit ? (
          <RowAction
            title="Edit"
            label={`Edit ${site.displayDomain}`}
            icon={EditOutlined}
            to={hostingPaths.editOrigin(site.id)}
          />
        ) : null}
        {onDelete ? (
          <RowAction
            title="Delete"
            label={`Delete ${site.displayDomain}`}
            icon={DeleteOutline}
            onClick={() => onDelete(site)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
