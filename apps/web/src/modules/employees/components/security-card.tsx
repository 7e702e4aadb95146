// Two-step verification on the profile (issue 32, docs/auth.md): an authenticator app set up with a
// QR code and a first code, ten recovery codes shown once, new codes, and turning it off.
import { anyCode, type TotpSetup, totpCode } from '@backoffice/contract/modules/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../core/api';
import { contractResolver } from '../../../core/contract-resolver';
import { formatInstant } from '../../../core/dates';
import { type Outcome, OutcomeAlert } from '../../../ui/outcome-alert';
import { RecoveryCodesPanel, TotpSetupPanel } from '../../../ui/second-factor';
import { useConfirmTotp, useDisableTotp, useMfa, useRegenerateRecoveryCodes, useStartTotp } from '../api/mfa';
import { PasskeysSection, passkeysQuery } from './passkeys-section';

interface CodeForm {
  code: string;
}
const anyCodeResolver = contractResolver<CodeForm>(z.object({ code: anyCode }));
const totpResolver = contractResolver<CodeForm>(z.object({ code: totpCode }));

/** Asks for a code before a change that needs one; `onSubmit` answers an error for the field, or null. */
function CodeDialog({
  open,
  title,
  text,
  label,
  confirmLabel,
  recoveryAllowed,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  recoveryAllowed: boolean;
  onSubmit: (code: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: recoveryAllowed ? anyCodeResolver : totpResolver, defaultValues: { code: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ code }) => {
    const failure = await onSubmit(code.trim());
    if (failure) setError('code', { message: failure });
    else reset();
  });
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {text}
          </Typography>
          <TextField
            autoFocus
            label={label}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { 'data-testid': 'security-code' } }}
            {...register('code')}
            error={Boolean(errors.code)}
            helperText={errors.code?.message}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function SecurityCard() {
  const mfa = useMfa();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = mfa.data;
  const passkeys = passkeysQuery.use();
  const on = status?.totp.enabled === true;

  const begin = () => {
    setOutcome(null);
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
    });
  };
  const confirmSetup = async (code: string) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ body: { code } });
      setSetup(null);
      setCodes(recoveryCodes);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="security-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h2">
          Two-step verification
        </Typography>
        {status ? (
          <Chip
            size="small"
            label={on ? 'On' : 'Off'}
            color={on ? 'success' : 'default'}
            variant="outlined"
            sx={{ height: 20 }}
            data-testid="mfa-state"
          />
        ) : null}
        {status?.required ? <Chip size="small" label="Required for your account" sx={{ height: 20 }} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        A code from an authenticator app on your phone, asked for after your password when you sign in.
      </Typography>
      <OutcomeAlert outcome={outcome} sx={{ mt: 2 }} onClose={() => setOutcome(null)} />
      <Box sx={{ mt: 1.5 }}>
        {mfa.error ? (
          <Alert severity="error">{errorMessage(mfa.error)}</Alert>
        ) : !status ? (
          <Skeleton height={52} />
        ) : codes ? (
          <RecoveryCodesPanel codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
        ) : setup ? (
          <TotpSetupPanel setup={setup} onConfirm={confirmSetup} onCancel={() => setSetup(null)} />
        ) : on ? (
          <>
            <Typography variant="body2">
              On since {status.totp.enabledAt ? formatInstant(status.totp.enabledAt) : '—'} ·{' '}
              <span data-testid="recovery-codes-left">
                {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left
              </span>
            </Typography>
            {status.recoveryCodesLeft <= 3 ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                You are running out of recovery codes: make new ones.
              </Alert>
            ) : null}
            <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button onClick={() => setAsking('regenerate')}>New recovery codes</Button>
              {/* A requirement a passkey meets lets the app go (the server checks the same). */}
              {status.required && !passkeys.data?.length ? null : (
                <Button color="warning" onClick={() => setAsking('disable')}>
                  Turn off
                </Button>
              )}
            </Box>
          </>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={begin} loading={start.isPending}>
              Set up authenticator app
            </Button>
          </Box>
        )}
      </Box>
      <PasskeysSection />
      <CodeDialog
        open={asking === 'disable'}
        title="Turn off two-step verification?"
        text="Your password alone will sign you in. Enter a code from your app, or a recovery code, to confirm."
        label="Code or recovery code"
        confirmLabel="Turn off"
        recoveryAllowed
        onClose={() => setAsking(null)}
        onSubmit={async (code) => {
          try {
            await disable.mutateAsync({ body: { code } });
            setAsking(null);
            setOutcome({ severity: 'success', text: 'Two-step verification is off.' });
            return null;
          } catch (error) {
            return errorMessage(error);
          }
        }}
      />
      <CodeDialog
        open={asking === 'regenerate'}
        title="Make new recovery codes?"
        text="Your old recovery codes stop working. Enter a code from your app to confirm."
        label="Code"
        confirmLabel="Make new codes"
        recoveryAllowed={false}
        onClose={() => setAsking(null)}
        onSubmit={async (code) => {
          try {
            const { recoveryCodes } = await regenerate.mutateAsync({ body: { code } });
            setAsking(null);
            setCodes(recoveryCodes);
            return null;
          } catch (error) {
            return errorMessage(error);
          }
        }}
      />
    </Paper>
  );
}
