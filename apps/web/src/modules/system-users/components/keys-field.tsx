import { MAX_KEYS, parseSshKey, SshKeyError, sameKey } from '@backoffice/contract/rules/system-users';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller, useFormState } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form-errors';
import { monoFont } from '../../../ui/monospace';
import { parsedKey, useFingerprint } from '../lib/fingerprint';
import type { SystemUserValues } from '../lib/form';

const TYPE_LABELS: Record<string, string> = {
  'ssh-ed25519': 'Ed25519',
  'ssh-rsa': 'RSA',
  'ecdsa-sha2-nistp256': 'ECDSA',
  'ecdsa-sha2-nistp384': 'ECDSA',
  'ecdsa-sha2-nistp521': 'ECDSA',
  'sk-ssh-ed25519@openssh.com': 'Ed25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK',
};

/** One key of the list: its type and size, fingerprint and comment, and a button to take it off. */
function KeyRow({
  line,
  index,
  error,
  disabled,
  onRemove,
}: {
  line: string;
  index: number;
  error?: string | undefined;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  const key = parsedKey(line);
  const fingerprint = useFingerprint(line);
  const name = key?.comment || `key ${index + 1}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.25,
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <KeyOutlined fontSize="small" color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip
            size="small"
            variant="outlined"
            label={key ? `${TYPE_LABELS[key.type] ?? key.type} ${key.bits}` : 'Not a key'}
            color={key ? 'default' : 'error'}
            sx={{ height: 22 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {key?.comment || 'No comment'}
          </Typography>
        </Stack>
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ ...monoFont, mt: 0.5, overflowWrap: 'anywhere' }}
          data-testid="key-fingerprint"
        >
          {fingerprint || (key ? '…' : line.slice(0, 60))}
        </Typography>
        {error ? (
          <Typography variant="caption" color="error" component="div">
            {error}
          </Typography>
        ) : null}
      </Box>
      {disabled ? null : (
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The account's SSH public keys: the list with fingerprints, and a box to paste more (one per line),
 * each checked by the contract's rule before it joins the list.
 */
export function KeysField({ control, disabled }: { control: Control<SystemUserValues>; disabled?: boolean }) {
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = useFormState({ control, name: 'keys' });
  return (
    <Controller
      control={control}
      name="keys"
      render={({ field }) => {
        const add = () => {
          const lines = pasted
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean);
          if (!lines.length) return setProblem('Paste a public key first');
          const keys = field.value.map((l) => parsedKey(l)).filter((k) => k !== null);
          const added: string[] = [];
          for (const [i, line] of lines.entries()) {
            const where = lines.length > 1 ? `Line ${i + 1}: ` : '';
            try {
              const key = parseSshKey(line);
              const twice = keys.findIndex((k) => sameKey(k, key));
              if (twice >= 0) return setProblem(`${where}the same key as key ${twice + 1}`);
              keys.push(key);
              added.push(key.line);
            } catch (error) {
              return setProblem(`${where}${error instanceof SshKeyError ? error.message : 'is not a public key'}`);
            }
          }
          if (field.value.length + added.length > MAX_KEYS) return setProblem(`At most ${MAX_KEYS} keys`);
          field.onChange([...field.value, ...added]);
          setPasted('');
          setProblem(null);
        };
        const listError = (errors.keys as { message?: string } | undefined)?.message;
        return (
          <Stack spacing={1.5}>
            {field.value.length ? (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="SSH keys">
                {field.value.map((line, i) => (
                  <KeyRow
                    key={line}
                    line={line}
                    index={i}
                    error={fieldMessage(errors, `keys.${i}`)}
                    disabled={disabled}
                    onRemove={() => field.onChange(field.value.filter((_, j) => j !== i))}
                  />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No keys: nobody can sign in with SSH.
              </Typography>
            )}
            {listError ? (
              <Typography variant="caption" color="error">
                {listError}
              </Typography>
            ) : null}
            {disabled ? null : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label="Add public keys"
                  placeholder="ssh-ed25519 AAAAC3Nza… you@laptop"
                  multiline
                  minRows={2}
                  value={pasted}
                  onChange={(e) => {
                    setPasted(e.target.value);
                    setProblem(null);
                  }}
                  error={Boolean(problem)}
                  helperText={
                    problem ??
                    'The .pub file’s line, one key per line: Ed25519, ECDSA, RSA of 2048 bits or more, or a security key (sk-).'
                  }
                  sx={{ flex: 1 }}
                  slotProps={{
                    htmlInput: { spellCheck: false, autoCapitalize: 'off', style: { ...monoFont, fontSize: 13 } },
                  }}
                />
                <Button startIcon={<AddOutlined />} onClick={add} variant="outlined" sx={{ mt: { sm: 1 } }}>
                  Add
                </Button>
              </Stack>
            )}
          </Stack>
        );
      }}
    />
  );
}
