import type { User } from '@backoffice/contract/modules/administration';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowAction } from '../../../ui/list-table';
import { UserAvatar } from '../../../ui/user-avatar';
import { dateOnly, mdUp, smUp, xlUp } from '../lib/list-columns';
import { administrationPaths } from '../paths';
import { RowTitle } from './row-title';
import type { UserAction } from './user-action-dialog';

const smallChip = { height: 18, fontSize: 11 } as const;

interface Props {
  user: User;
  profileImage: string | null | undefined;
  /** The signed-in user's own row. */
  self: boolean;
  /** An administrator's row seen by someone who is not one: shown, not changed. */
  protectedAdmin: boolean;
  /** The selection column, when the user may move users to a role. */
  selection: { selected: boolean; onToggle: () => void } | null;
  can: { update: boolean; forceLogout: boolean; delete: boolean };
  onAction: (action: UserAction) => void;
}

/** A user of the Users list: who, email, role, department, created, and what may be done to them. */
export function UserRow({ user, profileImage, self, protectedAdmin, selection, can, onAction }: Props) {
  return (
    <TableRow hover selected={selection?.selected} data-testid={`user-row-${user.username}`}>
      {selection ? (
        <TableCell padding="checkbox">
          <Checkbox
            size="small"
            checked={selection.selected}
            disabled={self || protectedAdmin}
            onChange={selection.onToggle}
            slotProps={{ input: { 'aria-label': `Select ${user.username}` } }}
          />
        </TableCell>
      ) : null}
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 220 }}>
          <UserAvatar username={user.username} profileImage={profileImage} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <RowTitle to={can.update && !protectedAdmin ? administrationPaths.editUser(user.id) : null}>
                {user.name}
              </RowTitle>
              {user.isAdmin ? <Chip label="Admin" size="small" color="accent" sx={smallChip} /> : null}
              {self ? <Chip label="You" size="small" variant="outlined" sx={smallChip} /> : null}
            </Box>
            <Typography variant="caption" color="text.secondary">
              @{user.username}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ ...mdUp, color: 'text.secondary' }}>{user.email}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.role ? (
          user.role.name
        ) : (
          <Typography variant="body2" color="text.disabled">
            No role
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ ...smUp, whiteSpace: 'nowrap' }}>
        {user.department ? (
          user.department.name
        ) : (
          <Typography variant="body2" color="text.disabled">
            —
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ ...xlUp, whiteSpace: 'nowrap', color: 'text.secondary' }}>{dateOnly(user.createdAt)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
        {can.update ? (
          <RowAction
            title={protectedAdmin ? 'Only an administrator can edit an administrator' : 'Edit'}
            label={`Edit ${user.username}`}
            icon={EditOutlined}
            to={administrationPaths.editUser(user.id)}
            disabled={protectedAdmin}
          />
        ) : null}
        {can.forceLogout && !self ? (
          <RowAction
            title={protectedAdmin ? 'Only an administrator can log out an administrator' : 'Force logout'}
            label={`Force logout ${user.username}`}
            icon={LogoutOutlined}
            onClick={() => onAction({ kind: 'logout', user })}
            disabled={protectedAdmin}
          />
        ) : null}
        {can.delete && !self ? (
          <RowAction
            title={protectedAdmin ? 'Only an administrator can delete an administrator' : 'Delete'}
            label={`Delete ${user.username}`}
            icon={DeleteOutlined}
            onClick={() => onAction({ kind: 'delete', user })}
            disabled={protectedAdmin}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
