// Who signed up for an event, with a picker to sign someone up and a button to take one off the list.
import type { Attendant, CalendarEvent } from '@backoffice/contract/modules/events';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { UserPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { useAddAttendant } from '../api/add-attendant';
import type { useAttendants } from '../api/list-attendants';
import { useRemoveAttendant } from '../api/remove-attendant';

export function AttendantsTable({
  event,
  attendants,
}: {
  event: CalendarEvent;
  attendants: ReturnType<typeof useAttendants>;
}) {
  const add = useAddAttendant();
  const remove = useRemoveAttendant();
  const [person, setPerson] = useState<number | null>(null);
  return (
    <ListTable<Attendant>
      label="Signed up"
      columns={4}
      items={attendants.data}
      pending={attendants.isPending}
      error={attendants.error}
      toolbar={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserPicker
            label="Sign someone up"
            value={person}
            onChange={(id) => setPerson(id)}
            size="small"
            width={300}
          />
          <Button
            variant="outlined"
            disabled={person === null}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { params: { id: event.id }, body: { userId: person!, note: '' } },
                {
                  onSuccess: (a) => {
                    setPerson(null);
                    notify({ level: 'success', title: `${a.userName} is signed up`, body: 'They were notified.' });
                  },
                  onError: (error) => notify({ level: 'error', title: 'Not signed up', body: errorMessage(error) }),
                },
              )
            }
          >
            Add
          </Button>
        </Stack>
      }
      count={
        attendants.data
          ? event.capacity === null
            ? `${attendants.data.length} signed up`
            : `${attendants.data.length} of ${event.capacity} places`
          : null
      }
      empty={{ icon: <GroupOutlined />, title: 'Nobody has signed up yet' }}
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Note</TableCell>
          <TableCell>Signed up</TableCell>
          <ActionsHeadCell width={64} />
        </>
      }
    >
      {(a) => (
        <TableRow key={a.id} hover>
          <TableCell>{a.userName}</TableCell>
          <TableCell>{a.note}</TableCell>
          <TableCell>{formatDay(a.createdAt.slice(0, 10))}</TableCell>
          <TableCell align="right">
            <RowAction
              title="Take off the list (they are told)"
              label={`Remove ${a.userName}`}
              icon={DeleteOutlined}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { params: { id: event.id, attendantId: a.id } },
                  {
                    onSuccess: () => notify({ level: 'info', title: `${a.userName} is off the list` }),
                    onError: (error) => notify({ level: 'error', title: 'Not removed', body: errorMessage(error) }),
                  },
                )
              }
            />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
