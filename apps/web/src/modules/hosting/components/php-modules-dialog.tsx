import { addPhpModule, type PhpModule } from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useCanCall } from '../../../core/use-can';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useAddPhpModule, usePhpModules } from '../api/websites';

/** The PHP modules websites may load, with how many load each; a new one is added by its name. */
export function PhpModulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: modules } = usePhpModules(undefined, { enabled: open });
  const add = useAddPhpModule();
  const canAdd = useCanCall(addPhpModule);
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }, PhpModule>({
    schema: addPhpModule.body!,
    defaultValues: { name: '' },
    submit: (values) => add.mutateAsync({ body: { name: values.name.trim() } }),
    // The list above shows the new module; the box is ready for the next.
    onSaved: () => form.reset({ name: '' }),
  });
  const name = useWatch({ control: form.control, name: 'name' });

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
        {canAdd && formError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
            {formError}
          </Alert>
        ) : null}
        {canAdd ? (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={onSubmit}
            noValidate
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              control={form.control}
              name="name"
              label="Module name"
              placeholder="imagick"
              size="small"
              helperText="As PHP names it: lower-case letters, digits and “_”."
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={pending || !name.trim()}>
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
