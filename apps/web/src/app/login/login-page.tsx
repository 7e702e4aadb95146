import type { LoginBody, MfaChallenge } from '@backoffice/contract/modules/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { BrandMark } from '../../ui/brand-mark';
import { ShowPasswordButton } from '../../ui/show-password-button';
import { PasskeyButton } from './passkey-button';
import { usePrerenderedForm } from './prerendered';
import { rememberSingleSignOn } from './sso-seen';

const loadSignIn = () => import('./sign-in');
// The error box comes with the sign-in code (typed in first, so loaded by the time a sign-in fails):
// the screen itself stays within its budget (e2e/login-budget.test.ts).
const Alert = lazy(() => loadSignIn().then((m) => ({ default: m.SignInAlert })));
// The second step (a code, or setting one up) only for accounts that have one: its own chunk.
const SecondFactorStep = lazy(() => import('./second-factor'));

// Validation with the contract's `loginBody`, fetched with the rest of the sign-in request code.
const resolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadSignIn()).loginResolver(values, context, options);

interface FieldProps extends Omit<OutlinedInputProps, 'error'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Drawn focused whatever the real focus (the pre-rendered copy only). */
  focused?: boolean;
}

/** An outlined text field without TextField's select machinery (it would double this screen's JS). */
function Field({ label, registration, error, focused, ...input }: FieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined" focused={focused}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={error ? `${id}-help` : undefined}
        {...input}
        {...registration}
        inputRef={registration.ref}
      />
      {error ? <FormHelperText id={`${id}-help`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export interface LoginPageProps {
  /**
   * Build time only (prerender.tsx): the username field drawn focused, as the live screen shows it
   * once its autofocus has run, so that React's takeover changes nothing on screen.
   */
  prerender?: boolean;
}

/**
 * Single sign-on, when the server has it configured: the button's name (GET /api/auth/sso, read with a
 * bare fetch: the contract's schemas are no part of this screen's first load), and the end of a sign-on
 * that came back here with a one-time code or a reason (`sso-sign-in.ts`, with the sign-in code). The
 * same for a sign-in the HTML form made before this code arrived (`form-sign-in.ts`): its code is
 * exchanged for the session, or for the challenge of a second factor.
 */
function useSingleSignOn(
  prerender: boolean,
  onFailure: (message: string) => void,
  onChallenge: (challenge: MfaChallenge) => void,
) {
  const [name, setName] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [finishing, setFinishing] = useState(false);
  useEffect(() => {
    if (prerender) return;
    const search = new URLSearchParams(window.location.search);
    if (search.has('sso') || search.has('sso_error')) {
      setPending(true);
      // Through the sign-in chunk (it re-exports it): no second lazy import in this screen's code.
      void loadSignIn()
        .then((m) => m.finishSingleSignOn())
        .then((message) => {
          setPending(false);
          if (message) onFailure(message);
        });
    }
    // The names of SIGN_IN_HANDOFF_PARAM and SIGN_IN_ERROR_PARAM (the contract's module is no part of
    // this screen's first load).
    if (search.has('signin') || search.has('signin_error')) {
      setFinishing(true);
      void loadSignIn()
        .then((m) => m.finishFormSignIn())
        .then((result) => {
          setFinishing(false);
          if (typeof result === 'string') onFailure(result);
          else if (result) onChallenge(result);
        });
    }
    fetch('/api/auth/sso', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ enabled?: boolean; name?: string | null }>) : null))
      .then((info) => {
        const offered = Boolean(info?.enabled && info.name);
        if (offered) setName(info!.name!);
        // This device loads the app at once on its next visit to the sign-in page, so that the button
        // shows without waiting for a first act (main.tsx). Read by main.tsx before any module loads.
        rememberSingleSignOn(offered);
      })
      .catch(() => undefined);
  }, [prerender, onFailure, onChallenge]);
  return { name, pending, finishing };
}

/** Where the pre-rendered form posts before the app's code has arrived (contract `auth.signInForm`). */
const FORM_ACTION = '/api/auth/token/form';

export default function LoginPage({ prerender = false }: LoginPageProps) {
  const form = useRef<HTMLFormElement>(null);
  const focus = usePrerenderedForm(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const sso = useSingleSignOn(prerender, setFailure, setChallenge);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver, defaultValues: { user: '', password: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const { submitSignIn } = await loadSignIn();
    const result = await submitSignIn(body);
    if (!result) return;
    if ('challenge' in result) {
      setChallenge(result);
      return;
    }
    setFailure(result.message);
    for (const [field, message] of Object.entries(result.fields)) setError(field as keyof LoginBody, { message });
  });

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 15% 0%, ${
          theme.palette.mode === 'dark' ? 'rgba(124,155,255,0.14)' : 'rgba(47,84,235,0.12)'
        }, transparent 50%)`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 400 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center', mb: 3 }}>
          <BrandMark size={34} />
          <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
            Back Office
          </Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, boxShadow: '0 12px 32px rgba(15, 23, 42, 0.07)' }}>
          {challenge ? (
            <Suspense fallback={<Typography variant="h5">Second step…</Typography>}>
              <SecondFactorStep
                challenge={challenge}
                onRestart={(message) => {
                  setChallenge(null);
                  setFailure(message);
                }}
              />
            </Suspense>
          ) : null}
          <Box hidden={Boolean(challenge)}>
            <Typography variant="h5" component="h1">
              Sign in
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              Use your staff account to continue.
            </Typography>
            {/* A real form: before the app's code has arrived (or without JavaScript) it posts to the server,
                which answers with a redirect back here (docs/auth.md "The sign-in form"); once the app
                is here, `onSubmit` sends the sign-in call instead. The browser checks the fields of the
                pre-rendered copy (`required`); the live one checks them with the contract's schema. */}
            <Box
              component="form"
              ref={form}
              method="post"
              action={FORM_ACTION}
              noValidate={!prerender}
              onSubmit={onSubmit}
              onInput={() => void loadSignIn()}
            >
              {prerender ? (
                // Filled when /login comes back from a refused form sign-in: by index.html's script, or
                // by the server for a browser without JavaScript (core/spa.ts). Outside the Stack, whose
                // spacing would count it while hidden. The live screen shows its own box.
                <Box
                  role="alert"
                  data-signin-error=""
                  hidden
                  sx={{ color: 'error.main', typography: 'body2', mb: 2.25 }}
                />
              ) : null}
              <Stack spacing={2.25}>
                {failure ? (
                  <Suspense
                    fallback={
                      <Box role="alert" data-testid="login-error" sx={{ color: 'error.main', typography: 'body2' }}>
                        {failure}
                      </Box>
                    }
                  >
                    <Alert severity="error" data-testid="login-error">
                      {failure}
                    </Alert>
                  </Suspense>
                ) : null}
                <Field
                  label="Username or email"
                  autoComplete="username"
                  autoFocus={focus === 'user'}
                  focused={prerender || undefined}
                  inputProps={prerender ? { required: true } : undefined}
                  registration={register('user')}
                  error={errors.user?.message}
                />
                <Field
                  label="Password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  autoFocus={focus === 'password'}
                  inputProps={prerender ? { required: true } : undefined}
                  registration={register('password')}
                  error={errors.password?.message}
                  endAdornment={
                    <InputAdornment position="end">
                      <ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />
                    </InputAdornment>
                  }
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  loading={isSubmitting || sso.finishing}
                >
                  Sign in
                </Button>
                <PasskeyButton variant="outlined" onFailure={setFailure} />
                {sso.name || sso.pending ? (
                  // "Continue with …", not "Sign in with …": the password form's button is found by "Sign in".
                  <Button
                    variant="outlined"
                    size="large"
                    fullWidth
                    loading={sso.pending}
                    onClick={() => window.location.assign('/api/auth/sso/start')}
                  >
                    Continue with {sso.name ?? 'single sign-on'}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          </Box>
        </Paper>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 3 }}>
          Trouble signing in? Ask an administrator to check your account.
        </Typography>
      </Box>
    </Box>
  );
}
