// The pieces of a second factor shown at sign-in and on the profile's Security card: an authenticator
// app to set up (QR code, key, first code) and recovery codes shown once (docs/auth.md).
import { type TotpSetup, totpCode } from '@backoffice/contract/modules/auth';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '../core/contract-resolver';

interface CodeForm {
  code: string;
}
const codeResolver = contractResolver<CodeForm>(z.object({ code: totpCode }));

/** Groups a base32 key in fours, as apps show it ("ABCD EFGH …"). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Scan the QR code (or type the key), then confirm with the app's first code. `onConfirm` answers an
 * error message for the code field, or null when it was accepted.
 */
export function TotpSetupPanel({
  setup,
  onConfirm,
  confirmLabel = 'Turn on',
  onCancel,
}: {
  setup: TotpSetup;
  onConfirm: (code: string) => Promise<string | null>;
  confirmLabel?: string;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: codeResolver, defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    const failure = await onConfirm(code.replace(/\s+/g, ''));
    if (failure) setError('code', { message: failure });
  });
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} data-testid="totp-setup">
      <Typography variant="body2">
        1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Bitwarden…).
      </Typography>
      <Box
        component="img"
        alt="QR code of your sign-in key"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        sx={{ width: 180, height: 180, alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        Cannot scan it? Enter this key in the app instead:
      </Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        data-secret={setup.secret}
        sx={{
          fontFamily: 'monospace',
          fontSize: 14,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {grouped(setup.secret)}
      </Typography>
      <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
      <TextField
        label="Code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'totp-setup-code' } }}
        {...register('code')}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button color="inherit" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The ten recovery codes, shown this once: copy or download them before going on. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const text = codes.join('\n');
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        Save these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown only
        this once.
      </Alert>
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 1.5,
          pl: 4.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 15,
          columns: { xs: 1, sm: 2 },
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </Box>
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy
        </Button>
        <Button
          startIcon={<DownloadOutlined />}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="back-office-recovery-codes.txt"
        >
          Download
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
