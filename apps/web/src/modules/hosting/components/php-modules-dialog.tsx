import { addPhpModule, phpModuleName } from '@backoffice/contract/modules/hosting';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { useCanCall } from '../../../core/use-can';
import { useAddPhpModule, usePhpModules } from '../api/websites';

/** The PHP modules websites may load, with how many load each; a new one is added by its name. */
export function PhpModulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: modules } = usePhpModules(undefined, { enabled: open });
  const add = useAddPhpModule();
  const canAdd = useCanCall(addPhpModule);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phpModuleName.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'is not a module name');
    setProblem(null);
    add.mutate(
      { body: { name: parsed.data } },
      { onSuccess: () => setName(''), onError: (failure) => setProblem(errorMessage(failure)) },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>PHP modules</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Websites load modules from this list; each needs its Debian package (php8.3-intl…) on the server.
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
          {(modules ?? []).map((m) => (
            <Chip
              key={m.id}
              label={`${m.name} · ${m.websiteCount}`}
              variant="outlined"
              title={`${m.websiteCount} websites load it`}
            />
          ))}
          {modules && !modules.length ? <Typography variant="body2">None yet.</Typography> : null}
        </Stack>
        {canAdd ? null : (
          <Typography variant="body2" color="text.secondary">
            Adding a module needs the vhost:vhost:create scope.
          </Typography>
        )}
        {canAdd ? (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={submit}
            noValidate
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label="Module name"
              placeholder="imagick"
              size="small"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? 'As PHP names it: lower-case letters, digits and “_”.'}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={add.isPending || !name.trim()}>
              Add
            </Button>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
