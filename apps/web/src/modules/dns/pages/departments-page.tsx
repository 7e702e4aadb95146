import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useDnsDepartments } from '../api/list-departments';
import { useRevokeDepartment } from '../api/revoke-department';
import { GrantDepartmentForm } from '../components/grant-department-form';

export default function DepartmentsPage() {
  const { data, error, isPending } = useDnsDepartments();
  const revoke = useRevokeDepartment();
  const [toRemove, setToRemove] = useState<{ departmentId: number; name: string } | null>(null);
  const granted = new Set((data ?? []).map((d) => d.departmentId));

  const confirmRemove = () => {
    if (!toRemove) return;
    const target = toRemove;
    revoke.mutate(
      { params: { id: target.departmentId } },
      {
        onSuccess: () =>
          notify({ level: 'success', title: 'DNS access removed', body: `${target.name} no longer sees DNS zones.` }),
        onError: (failure) => notify({ level: 'error', title: 'Access not removed', body: errorMessage(failure) }),
        onSettled: () => setToRemove(null),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title="DNS departments"
        subtitle="Users of these departments who hold the DNS permissions see and change zones; admin-only zones stay with administrators."
      />
      <GrantDepartmentForm granted={granted} />
      <ListTable
        skeletonLines={2}
        label="Departments with DNS access"
        columns={3}
        items={data}
        pending={isPending}
        skeletonRows={3}
        error={error}
        head={
          <>
            <TableCell>Department</TableCell>
            <TableCell>Granted</TableCell>
            <TableCell align="right" />
          </>
        }
        empty={{
          icon: <GroupsOutlined />,
          title: 'No department has DNS access',
          description: 'Until one is granted, only administrators see DNS zones.',
        }}
      >
        {(access) => (
          <TableRow key={access.departmentId} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {access.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                id {access.departmentId}
              </Typography>
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {formatInstant(access.grantedAt)}
            </TableCell>
            <TableCell align="right">
              <Tooltip title="Remove DNS access">
                <Button
                  size="small"
                  color="error"
                  startIcon={<RemoveCircleOutline fontSize="small" />}
                  onClick={() => setToRemove(access)}
                  aria-label={`Remove DNS access of ${access.name}`}
                >
                  Remove
                </Button>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove DNS access?"
        confirmLabel="Remove access"
        pending={revoke.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={confirmRemove}
      >
        Users of <strong>{toRemove?.name}</strong> will no longer see or change any DNS zone. Zones are not changed.
      </ConfirmDialog>
    </Box>
  );
}
