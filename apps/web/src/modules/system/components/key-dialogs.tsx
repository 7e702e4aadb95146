import { createIntegrationKey } from '@backoffice/contract/modules/system';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateIntegrationKey } from '../api/integration-keys';

export interface MadeKey {
  name: string;
  key: string;
}

/** A key for another system, by the system's name; the key is shown once, by `MadeKeyDialog`. */
export function NewKeyDialog({ onClose, onMade }: { onClose: () => void; onMade: (made: MadeKey) => void }) {
  const create = useCreateIntegrationKey();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }, MadeKey>({
    schema: createIntegrationKey.body!,
    defaultValues: { name: '' },
    submit: (values) => create.mutateAsync({ body: values }),
    onSaved: (made) => onMade({ name: made.name, key: made.key }),
  });
  return (
    <FormDialog
      open
      title="New integration key"
      width={420}
      submitLabel="Make key"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="System" placeholder="Chat system" required autoFocus />
    </FormDialog>
  );
}

/** The key just made, shown this once, with a button to copy it. */
export function MadeKeyDialog({ made, onClose }: { made: MadeKey | null; onClose: () => void }) {
  return (
    <Dialog
      open={made !== null}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>The key of {made?.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it is shown this once. Only a fingerprint of it is kept.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography
            component="code"
            data-testid="new-key"
            sx={{
              fontFamily: 'monospace',
              fontSize: 14,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              flex: 1,
              overflowWrap: 'anywhere',
            }}
          >
            {made?.key}
          </Typography>
          <Button
            startIcon={<ContentCopyOutlined />}
            onClick={() => {
              void navigator.clipboard?.writeText(made?.key ?? '');
              notify({ level: 'success', title: 'Key copied' });
            }}
          >
            Copy
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          I have stored it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
