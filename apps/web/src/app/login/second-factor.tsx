// The sign-in's second step, for accounts with a second factor (or required to set one up): loaded
// only when `POST /auth/token` answers a challenge, so the sign-in screen's budget is untouched.
import {
  confirmEnrolmentAtSignIn,
  type MfaChallenge,
  type SessionReply,
  startEnrolmentAtSignIn,
  type TotpSetup,
  verifyChallenge,
} from '@backoffice/contract/modules/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, call, errorMessage } from '../../core/api';
import { session } from '../../core/session';
import { RecoveryCodesPanel, TotpSetupPanel } from '../../ui/second-factor';
import { PasskeyButton } from './passkey-button';

interface Props {
  challenge: MfaChallenge;
  /** Back to the password form, with the reason when the challenge ran out. */
  onRestart: (message: string | null) => void;
}

const expired = (error: unknown) => error instanceof ApiRequestError && error.body.code === 'AUTH_CHALLENGE_INVALID';

export default function SecondFactorStep({ challenge, onRestart }: Props) {
  return challenge.step === 'enrol' ? (
    <Enrol challenge={challenge} onRestart={onRestart} />
  ) : (
    <Verify challenge={challenge} onRestart={onRestart} />
  );
}

/** A passkey signs in alone (as both factors), so it ends the sign-in by itself; the challenge expires. */
function Verify({ challenge, onRestart }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  return challenge.methods.includes('totp') ? (
    <VerifyCode challenge={challenge} onRestart={onRestart} />
  ) : (
    <Stack spacing={2.25} data-testid="second-factor">
      <div>
        <Typography variant="h5" component="h1">
          Two-step verification
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Your account requires a second factor: finish signing in with your passkey.
        </Typography>
      </div>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <PasskeyButton variant="contained" onFailure={setFailure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" color="inherit" onClick={() => onRestart(null)}>
          Start over
        </Button>
      </Stack>
    </Stack>
  );
}

function VerifyCode({ challenge, onRestart }: Props) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    if (!code.trim()) {
      setError('code', { message: 'Enter a code' });
      return;
    }
    try {
      const { jwt, user } = await call(verifyChallenge, { body: { challenge: challenge.challenge, method, code } });
      session.signIn(jwt, user);
    } catch (error) {
      if (expired(error)) onRestart(errorMessage(error));
      else setError('code', { message: errorMessage(error) });
    }
  });

  const totp = method === 'totp';
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.25} data-testid="second-factor">
      <div>
        <Typography variant="h5" component="h1">
          Two-step verification
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {totp
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the recovery codes you saved when you set up two-step verification.'}
        </Typography>
      </div>
      <TextField
        key={method}
        autoFocus
        label={totp ? 'Code' : 'Recovery code'}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: totp ? 'numeric' : 'text', 'data-testid': 'second-factor-code' } }}
        {...register('code')}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        Verify
      </Button>
      {challenge.methods.includes('passkey') ? (
        <PasskeyButton variant="outlined" onFailure={(reason) => reason && setError('code', { message: reason })} />
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          onClick={() => {
            reset({ code: '' });
            setMethod(totp ? 'recovery' : 'totp');
          }}
        >
          {totp ? 'Use a recovery code' : 'Use your authenticator app'}
        </Button>
        <Button size="small" color="inherit" onClick={() => onRestart(null)}>
          Start over
        </Button>
      </Stack>
    </Stack>
  );
}

function Enrol({ challenge, onRestart }: Props) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<(SessionReply & { recoveryCodes: string[] }) | null>(null);
  // The secret is asked for once per challenge, whatever the parent re-renders.
  const restart = useRef(onRestart);
  restart.current = onRestart;

  useEffect(() => {
    let live = true;
    call(startEnrolmentAtSignIn, { body: { challenge: challenge.challenge } }).then(
      (s) => live && setSetup(s),
      (error: unknown) => {
        if (!live) return;
        if (expired(error)) restart.current(errorMessage(error));
        else setFailure(errorMessage(error));
      },
    );
    return () => {
      live = false;
    };
  }, [challenge.challenge]);

  const confirm = async (code: string) => {
    try {
      setDone(await call(confirmEnrolmentAtSignIn, { body: { challenge: challenge.challenge, code } }));
      return null;
    } catch (error) {
      if (expired(error)) onRestart(errorMessage(error));
      return errorMessage(error);
    }
  };

  return (
    <Stack spacing={2} data-testid="second-factor-enrol">
      <div>
        <Typography variant="h5" component="h1">
          {done ? 'Save your recovery codes' : 'Set up two-step verification'}
        </Typography>
        {done ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Your account needs a second step at sign-in: a code from an authenticator app on your phone.
          </Typography>
        )}
      </div>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {done ? (
        <RecoveryCodesPanel
          codes={done.recoveryCodes}
          doneLabel="Continue"
          onDone={() => session.signIn(done.jwt, done.user)}
        />
      ) : setup ? (
        <TotpSetupPanel
          setup={setup}
          onConfirm={confirm}
          confirmLabel="Turn on and sign in"
          onCancel={() => onRestart(null)}
        />
      ) : failure ? null : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Stack>
  );
}
