import type { Server, ServerStatus } from '@backoffice/contract/modules/hosting';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteServer, useSetServerStatus } from '../api/servers';

/** Asks before setting a server Up or Down, with an optional reason kept on its Down window. */
export function StatusDialog({
  server,
  status,
  onClose,
}: {
  server: Pick<Server, 'id' | 'name'> | null;
  status: ServerStatus;
  onClose: () => void;
}) {
  const setStatus = useSetServerStatus();
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!server) return;
    setStatus.mutate(
      { params: { id: server.id }, body: { status, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      {
        onSuccess: () => notify({ level: 'success', title: `${server.name} is ${status}` }),
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: () => {
          setReason('');
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={server !== null}
      title={status === 'Down' ? `Set ${server?.name} Down?` : `Set ${server?.name} Up?`}
      confirmLabel={status === 'Down' ? 'Set Down' : 'Set Up'}
      tone={status === 'Down' ? 'warning' : 'primary'}
      pending={setStatus.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {status === 'Down'
        ? 'A Down window starts now and stays open until the server is Up again; QC can match conversations to it.'
        : 'The open Down window closes now.'}
      <TextField
        label="Reason"
        placeholder={status === 'Down' ? 'Planned maintenance, disk replacement…' : 'Back after the kernel update'}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}

export function DeleteServerDialog({
  server,
  onClose,
  onDeleted,
}: {
  server: Pick<Server, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteServer();
  const confirm = () => {
    if (!server) return;
    remove.mutate(
      { params: { id: server.id } },
      {
        onSuccess: () => {
          notify({ level: 'success', title: 'Server deleted', body: `${server.name} and its Down history are gone.` });
          onDeleted?.();
        },
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={server !== null}
      title="Delete server?"
      confirmLabel="Delete server"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{server?.name}</strong> and its Down history will be deleted. A server that still holds websites cannot be
      deleted: move them first.
    </ConfirmDialog>
  );
}
