import type { IntegrationKey } from '@backoffice/contract/modules/system';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useCreateIntegrationKey, useIntegrationKeys, useRevokeIntegrationKey } from '../api/integration-keys';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The keys other systems call the integration API with: made with a name, shown once, revoked. */
export default function IntegrationKeysPage() {
  const keys = useIntegrationKeys();
  const create = useCreateIntegrationKey();
  const revoke = useRevokeIntegrationKey();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  return (
    <>
      <PageHeader
        title="Integration keys"
        subtitle="The chat and ticket systems send their conversations with a key (Authorization: Bearer …). A key works on the integration API only; a revoked key is refused at once."
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setNaming(true)}>
            New key
          </Button>
        }
      />
      <ListTable<IntegrationKey>
        label="Integration keys"
        columns={6}
        items={keys.data}
        pending={keys.isPending}
        error={keys.error}
        empty={{ icon: <KeyOutlined />, title: 'No integration keys yet' }}
        head={
          <>
            <TableCell>System</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Made</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>State</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(k) => (
          <TableRow key={k.id} hover sx={{ opacity: k.revokedAt ? 0.6 : 1 }}>
            <TableCell>{k.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{k.prefix}…</TableCell>
            <TableCell>
              {when(k.createdAt)}
              {k.createdByName ? ` by ${k.createdByName}` : ''}
            </TableCell>
            <TableCell>{when(k.lastUsedAt)}</TableCell>
            <TableCell>{k.revokedAt ? `Revoked ${when(k.revokedAt)}` : 'Active'}</TableCell>
            <TableCell align="right">
              {k.revokedAt ? null : (
                <RowAction
                  title="Revoke"
                  label={`Revoke the key of ${k.name}`}
                  icon={BlockOutlined}
                  onClick={() => setRevoking(k)}
                />
              )}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <FormDialog
        open={naming}
        title="New integration key"
        width={420}
        submitLabel="Make key"
        pending={create.isPending}
        onClose={() => setNaming(false)}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { body: { name } },
            {
              onSuccess: (k) => {
                setNaming(false);
                setName('');
                setMade({ name: k.name, key: k.key });
              },
              onError: (error) => notify({ level: 'error', title: 'No key made', body: errorMessage(error) }),
            },
          );
        }}
      >
        <TextField
          label="System"
          placeholder="Chat system"
          required
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormDialog>
      <Dialog
        open={made !== null}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle>The key of {made?.name}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Copy it now: it is shown this once. Only a fingerprint of it is kept.
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography
              component="code"
              data-testid="new-key"
              sx={{
                fontFamily: 'monospace',
                fontSize: 14,
                p: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
                flex: 1,
                overflowWrap: 'anywhere',
              }}
            >
              {made?.key}
            </Typography>
            <Button
              startIcon={<ContentCopyOutlined />}
              onClick={() => {
                void navigator.clipboard?.writeText(made?.key ?? '');
                notify({ level: 'success', title: 'Key copied' });
              }}
            >
              Copy
            </Button>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setMade(null)}>
            I have stored it
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this key?"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoke.mutate(
            { params: { id: revoking!.id } },
            {
              onSuccess: () => {
                notify({ level: 'success', title: `The key of ${revoking!.name} is revoked` });
                setRevoking(null);
              },
              onError: (error) => {
                setRevoking(null);
                notify({ level: 'error', title: 'Not revoked', body: errorMessage(error) });
              },
            },
          )
        }
      >
        {revoking ? `${revoking.name} can no longer send anything with it; make a new key for it if it should.` : ''}
      </ConfirmDialog>
    </>
  );
}
