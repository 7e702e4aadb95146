import type { IntegrationKey } from '@backoffice/contract/modules/system';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { RelativeTime } from '../../../ui/relative-time';
import { useIntegrationKeys, useRevokeIntegrationKey } from '../api/integration-keys';
import { type MadeKey, MadeKeyDialog, NewKeyDialog } from '../components/key-dialogs';

const when = (iso: string | null) => (iso ? formatInstant(iso) : '—');

/** Left out on phones: the system, its state and the revoke button fit. */
const onPhone = { display: { xs: 'none', md: 'table-cell' } };

/** The keys other systems call the integration API with: made with a name, shown once, revoked. */
export default function IntegrationKeysPage() {
  const keys = useIntegrationKeys();
  const revoke = useRevokeIntegrationKey();
  const [naming, setNaming] = useState(false);
  const [made, setMade] = useState<MadeKey | null>(null);
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
            <TableCell sx={onPhone}>Key</TableCell>
            <TableCell sx={onPhone}>Made</TableCell>
            <TableCell sx={onPhone}>Last used</TableCell>
            <TableCell>State</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(k) => (
          <TableRow key={k.id} hover sx={{ opacity: k.revokedAt ? 0.6 : 1 }}>
            <TableCell>{k.name}</TableCell>
            <TableCell sx={{ ...onPhone, fontFamily: 'monospace' }}>{k.prefix}…</TableCell>
            <TableCell sx={onPhone}>
              {when(k.createdAt)}
              {k.createdByName ? ` by ${k.createdByName}` : ''}
            </TableCell>
            <TableCell sx={onPhone}>{k.lastUsedAt ? <RelativeTime iso={k.lastUsedAt} /> : 'Never'}</TableCell>
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
      {naming ? (
        <NewKeyDialog
          onClose={() => setNaming(false)}
          onMade={(key) => {
            setNaming(false);
            setMade(key);
          }}
        />
      ) : null}
      <MadeKeyDialog made={made} onClose={() => setMade(null)} />
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
