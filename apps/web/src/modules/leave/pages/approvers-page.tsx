import type { approverGroup } from '@backoffice/contract/modules/leave';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../core/api';
import { UserPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useApprovers } from '../api/list-approvers';
import { useSetApprovers } from '../api/set-approvers';

type Group = z.infer<typeof approverGroup>;

function EditApprovers({ group, onClose }: { group: Group; onClose: () => void }) {
  const save = useSetApprovers();
  const [people, setPeople] = useState(group.approvers);
  const [adding, setAdding] = useState<number | null>(null);
  return (
    <FormDialog
      open
      width={480}
      title={`Approvers of ${group.departmentName}`}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { body: { departmentId: group.departmentId, userIds: people.map((p) => p.id) } },
          {
            onSuccess: () => {
              notify({ level: 'success', title: 'Approvers saved', body: group.departmentName });
              onClose();
            },
            onError: (error) => notify({ level: 'error', title: 'Not saved', body: errorMessage(error) }),
          },
        );
      }}
    >
      <Typography variant="body2" color="text.secondary">
        They decide the leave of the department’s people; nobody decides their own.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {people.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody yet: holders of the approvers scope decide.
          </Typography>
        ) : null}
        {people.map((p) => (
          <Chip key={p.id} label={p.name} onDelete={() => setPeople(people.filter((x) => x.id !== p.id))} />
        ))}
      </Stack>
      <UserPicker
        label="Add an approver"
        value={adding}
        onChange={(id, option) => {
          setAdding(null);
          if (id !== null && option && !people.some((p) => p.id === id))
            setPeople([...people, { id, name: option.label }]);
        }}
      />
    </FormDialog>
  );
}

/** Who approves the leave of each department (spec §2 /leaves/approvers). */
export default function ApproversPage() {
  const groups = useApprovers();
  const [editing, setEditing] = useState<Group | null>(null);
  return (
    <>
      <PageHeader
        title="Leave approvers"
        subtitle="The people who decide each department’s leave requests and cancellations."
      />
      <ListTable<Group>
        label="Leave approvers"
        columns={3}
        items={groups.data}
        pending={groups.isPending}
        error={groups.error}
        empty={{ icon: <HowToRegOutlined />, title: 'No departments yet' }}
        head={
          <>
            <TableCell>Department</TableCell>
            <TableCell>Approvers</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(g) => (
          <TableRow key={g.departmentId} hover>
            <TableCell>{g.departmentName}</TableCell>
            <TableCell>
              {g.approvers.length ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {g.approvers.map((a) => (
                    <Chip key={a.id} size="small" label={a.name} />
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  None
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              <RowAction
                title="Change approvers"
                label={`Change the approvers of ${g.departmentName}`}
                icon={EditOutlined}
                onClick={() => setEditing(g)}
              />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      {editing ? <EditApprovers group={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
