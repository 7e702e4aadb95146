// Passkeys on the profile's Security card (docs/auth.md "Passkeys"): several, each named; add one
// (the WebAuthn library is loaded only then) and remove one.
import {
  addPasskey,
  listPasskeys,
  type Passkey,
  passkeyRegistrationOptions,
  removePasskey,
} from '@backoffice/contract/modules/auth';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { call, errorMessage } from '../../../core/api';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RelativeTime } from '../../../ui/relative-time';

export const passkeysQuery = endpointQuery(listPasskeys);
const useAddPasskey = endpointMutation(addPasskey, { invalidates: [listPasskeys] });
const useRemovePasskey = endpointMutation(removePasskey, { invalidates: [listPasskeys], invalidateOnError: true });

export function PasskeysSection() {
  const list = passkeysQuery.use();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const create = async () => {
    setFailure(null);
    if (!name.trim()) {
      setFailure('Name the passkey (the device or password manager that keeps it)');
      return;
    }
    setBusy(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await call(passkeyRegistrationOptions);
      const response = await startRegistration({ optionsJSON: options as never });
      await add.mutateAsync({ body: { name: name.trim(), response: response as unknown as Record<string, unknown> } });
      setName('');
    } catch (error) {
      setFailure(
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'Adding the passkey was cancelled.'
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }} data-testid="passkeys">
      <Divider sx={{ mb: 1.5 }} />
      <Typography variant="subtitle2" component="h3">
        Passkeys
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        Sign in with your fingerprint, face or device PIN instead of your password and code.
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Stack sx={{ mt: 1 }}>
        {(list.data ?? []).map((key) => (
          <Box
            key={key.id}
            data-testid="passkey-row"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}
          >
            <KeyOutlined fontSize="small" color="action" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {key.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Added <RelativeTime iso={key.createdAt} />
                {key.lastUsedAt ? (
                  <>
                    {' '}
                    · last used <RelativeTime iso={key.lastUsedAt} />
                  </>
                ) : null}
              </Typography>
            </Box>
            <Button size="small" color="inherit" variant="outlined" onClick={() => setRemoving(key)}>
              Remove
            </Button>
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Passkey name"
          placeholder="Work laptop"
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flex: 1, minWidth: 180 }}
        />
        <Button variant="outlined" onClick={() => void create()} loading={busy}>
          Add a passkey
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Remove"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { body: { id: removing.id } },
            {
              onSettled: () => setRemoving(null),
              onError: (error) => setFailure(errorMessage(error)),
            },
          );
        }}
      >
        {removing?.name} will no longer sign you in.
      </ConfirmDialog>
    </Box>
  );
}
