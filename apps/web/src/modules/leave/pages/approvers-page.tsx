import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useApprovers } from '../api/list-approvers';
import { type ApproverGroup, ApproversDialog } from '../components/approvers-dialog';

/** Who approves the leave of each department (spec §2 /leaves/approvers). */
export default function ApproversPage() {
  const groups = useApprovers();
  const [editing, setEditing] = useState<ApproverGroup | null>(null);
  return (
    <>
      <PageHeader
        title="Leave approvers"
        subtitle="The people who decide each department’s leave requests and cancellations."
      />
      <ListTable<ApproverGroup>
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
      {editing ? <ApproversDialog group={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
