// Issue 32's pieces of administration (docs/auth.md), kept to themselves: a role's "require two-step
// verification" and a person's reset. Each saves on its own, apart from the page's form.
import { getRoleMfa, getUserMfa, resetUserMfa, setRoleMfa } from '@backoffice/contract/modules/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormSection } from '../../../ui/form-section';
import { type Outcome, OutcomeAlert } from '../../../ui/outcome-alert';

const roleMfaQuery = endpointQuery(getRoleMfa);
const useSetRoleMfa = endpointMutation(setRoleMfa, { invalidates: [getRoleMfa], invalidateOnError: true });
const userMfaQuery = endpointQuery(getUserMfa);
const useResetUserMfa = endpointMutation(resetUserMfa, { invalidates: [getUserMfa] });

/** The role page: its members must use two-step verification. */
export function RoleSecondFactorSection({ roleId, readOnly }: { roleId: number; readOnly: boolean }) {
  const current = roleMfaQuery.use({ params: { id: roleId } });
  const save = useSetRoleMfa();
  const [failure, setFailure] = useState<string | null>(null);
  const required = save.isPending ? (save.variables?.body.required ?? false) : (current.data?.required ?? false);
  return (
    <FormSection
      title="Sign-in"
      description="Members without two-step verification are signed out and set it up at their next sign-in."
    >
      <Box>
        {failure ? (
          <Alert severity="error" sx={{ mb: 1 }} onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={required}
              disabled={readOnly || current.isPending || save.isPending}
              onChange={(_, checked) => {
                setFailure(null);
                save.mutate(
                  { params: { id: roleId }, body: { required: checked } },
                  { onError: (error) => setFailure(errorMessage(error)) },
                );
              }}
              slotProps={{ input: { 'aria-label': 'Require two-step verification' } }}
              data-testid="role-require-mfa"
            />
          }
          label="Require two-step verification"
        />
      </Box>
    </FormSection>
  );
}

/** The user page: whether they use two-step verification, and a reset for a lost phone. */
export function UserSecondFactorSection({ userId, name, canAct }: { userId: number; name: string; canAct: boolean }) {
  const status = userMfaQuery.use({ params: { id: userId } });
  const reset = useResetUserMfa();
  const canReset = useCanCall(resetUserMfa) && canAct;
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const data = status.data;
  return (
    <FormSection title="Two-step verification" description="A code from an authenticator app after the password.">
      <Box>
        <OutcomeAlert outcome={outcome} sx={{ mb: 1 }} onClose={() => setOutcome(null)} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }} data-testid="user-mfa-state">
            {!data
              ? '…'
              : data.enabled
                ? `On since ${data.enabledAt ? formatInstant(data.enabledAt) : '—'}`
                : data.required
                  ? 'Not set up yet: required, asked at the next sign-in'
                  : 'Off'}
            {data?.passkeys ? ` · ${data.passkeys} passkey${data.passkeys === 1 ? '' : 's'}` : ''}
          </Typography>
          {canReset && (data?.enabled || data?.passkeys) ? (
            <Button size="small" color="warning" variant="outlined" onClick={() => setConfirming(true)}>
              Reset two-step verification
            </Button>
          ) : null}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Reset two-step verification?"
        confirmLabel="Reset"
        tone="warning"
        pending={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(
            { params: { id: userId } },
            {
              onSuccess: () => {
                setConfirming(false);
                setOutcome({
                  severity: 'success',
                  text: `${name}’s two-step verification was reset and their sessions ended.`,
                });
              },
              onError: (error) => {
                setConfirming(false);
                setOutcome({ severity: 'error', text: errorMessage(error) });
              },
            },
          )
        }
      >
        For a lost phone: {name}’s authenticator app, recovery codes and passkeys stop working, every session of theirs
        ends, and they are told. They set it up again at their next sign-in if it is required of them.
      </ConfirmDialog>
    </FormSection>
  );
}
