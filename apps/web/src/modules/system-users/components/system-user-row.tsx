import { type SystemUser, updateSystemUser } from '@backoffice/contract/modules/system-users';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { systemUsersPaths } from '../paths';

/** Columns a phone leaves out (the user cell repeats them). */
export const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** One account of the list: name and comment, server, uid, shell and home, keys, and its actions. */
export function SystemUserRow({ user, onDelete }: { user: SystemUser; onDelete?: (user: SystemUser) => void }) {
  const canEdit = useCanCall(updateSystemUser);
  const label = `${user.username} on ${user.server.name}`;
  return (
    <TableRow hover>
      <TableCell>
        <Link
          component={RouterLink}
          to={systemUsersPaths.edit(user.id)}
          underline="hover"
          sx={{ ...monoFont, fontWeight: 600 }}
        >
          {user.username}
        </Link>
        {user.locked ? (
          <Chip size="small" label="Locked" color="warning" variant="outlined" sx={{ ml: 1, height: 20 }} />
        ) : null}
        {user.comment ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
            {user.comment}
          </Typography>
        ) : null}
        {/* On a phone the server, uid and keys columns are folded in here. */}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
          {user.server.name} · uid {user.uid} · {user.keys.length} {user.keys.length === 1 ? 'key' : 'keys'}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE}>{user.server.name}</TableCell>
      <TableCell sx={{ ...WIDE, ...monoFont }}>{user.uid}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ ...monoFont, overflowWrap: 'anywhere' }}>
          {user.home}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={monoFont}>
          {user.shell}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE}>{user.keys.length}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction
          title={canEdit ? 'Edit' : 'View'}
          label={`${canEdit ? 'Edit' : 'View'} ${label}`}
          icon={canEdit ? EditOutlined : VisibilityOutlined}
          to={systemUsersPaths.edit(user.id)}
        />
        {onDelete ? (
          <RowAction title="Delete" label={`Delete ${label}`} icon={DeleteOutline} onClick={() => onDelete(user)} />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
