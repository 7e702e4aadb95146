import { type Department, rolesOfDepartment } from '@backoffice/contract/modules/administration';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { FormSection } from '../../../ui/form-section';
import { useRolesOfDepartment } from '../api/get-roles-of-department';
import { useUsersOfDepartment } from '../api/get-users-of-department';
import { administrationPaths } from '../paths';

const MEMBERS_SHOWN = 24;

/** Its roles and people, so that an editor sees what a rename or a delete touches. */
export function DepartmentMembers({ department }: { department: Department }) {
  const canReadRoles = useCanCall(rolesOfDepartment);
  const roles = useRolesOfDepartment({ params: { id: department.id } }, { enabled: canReadRoles });
  const users = useUsersOfDepartment({ params: { id: department.id } });
  const people = users.data ?? [];

  return (
    <FormSection title="In this department" description="Roles and people that belong to it.">
      <Stack spacing={2}>
        {canReadRoles ? (
          <Box>
            <Typography variant="overline" color="text.secondary">
              Roles ({department.rolesCount})
            </Typography>
            {roles.isPending ? (
              <Skeleton width="60%" />
            ) : roles.data?.length ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {roles.data.map((role) => (
                  <Chip
                    key={role.id}
                    component={RouterLink}
                    to={administrationPaths.editRole(role.id)}
                    clickable
                    variant="outlined"
                    size="small"
                    label={`${role.name} · ${role.usersCount}`}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No roles yet.{' '}
                <Link component={RouterLink} to={administrationPaths.createRole()}>
                  Create one
                </Link>
              </Typography>
            )}
          </Box>
        ) : null}
        <Box>
          <Typography variant="overline" color="text.secondary">
            People ({department.usersCount})
          </Typography>
          {users.isPending ? (
            <Skeleton width="80%" />
          ) : people.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {people.slice(0, MEMBERS_SHOWN).map((u) => (
                <Tooltip key={u.id} title={u.email}>
                  <Chip size="small" label={u.name} />
                </Tooltip>
              ))}
              {people.length > MEMBERS_SHOWN ? (
                <Chip size="small" variant="outlined" label={`and ${people.length - MEMBERS_SHOWN} more`} />
              ) : null}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nobody belongs to this department yet.
            </Typography>
          )}
        </Box>
      </Stack>
    </FormSection>
  );
}
