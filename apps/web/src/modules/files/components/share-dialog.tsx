// Sharing a file or a folder: its grants (each with the way to take it back) and a form to give a user,
// a role or a department read or write access (the searchable pickers of core/lookups).
import { type AccessType, accessBody, type Grant, type GranteeType } from '@backoffice/contract/modules/files';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { errorMessage } from '../../../core/api';
import { DepartmentPicker, PersonPicker, RolePicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { useRecordForm } from '../../../ui/record-form';
import { useFile } from '../api/files';
import { useFolder } from '../api/folders';
import { useGrantAccess, useGrantFolderAccess, useRevokeAccess } from '../api/grants';

export type ShareTarget = { kind: 'file' | 'folder'; id: number; name: string };

/** The contract's `accessBody` shape, so its messages land on the fields that show them. */
interface Values {
  accessType: AccessType;
  grantAccessTo: { type: GranteeType; id: number | null };
}

const KINDS: Record<GranteeType, string> = { user: 'A person', role: 'A role', department: 'A department' };
const ACCESS: Record<AccessType, string> = { read: 'Can open', write: 'Can change' };

export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const file = useFile({ params: { id: target.id } }, { enabled: target.kind === 'file' });
  const folder = useFolder({ params: { id: target.id } }, { enabled: target.kind === 'folder' });
  const detail = target.kind === 'file' ? file : folder;
  const grants: Grant[] = detail.data?.grants ?? [];
  const grantFile = useGrantAccess();
  const grantFolder = useGrantFolderAccess();
  const revoke = useRevokeAccess();

  const { form, onSubmit, formError, pending } = useRecordForm<Values>({
    schema: accessBody,
    defaultValues: { accessType: 'read', grantAccessTo: { type: 'user', id: null } },
    fields: ['accessType', 'grantAccessTo.type', 'grantAccessTo.id'],
    submit: (v) => {
      const access = {
        accessType: v.accessType,
        grantAccessTo: { type: v.grantAccessTo.type, id: v.grantAccessTo.id! },
      };
      return target.kind === 'file'
        ? grantFile.mutateAsync({ body: { fileId: target.id, ...access } })
        : grantFolder.mutateAsync({ params: { id: target.id }, body: access });
    },
    onSaved: (grant) => {
      notify({ level: 'success', title: `Shared with ${(grant as Grant).grantAccessTo.name}` });
      form.reset({ accessType: 'read', grantAccessTo: { type: form.getValues('grantAccessTo.type'), id: null } });
    },
  });
  const type = form.watch('grantAccessTo.type');
  const Picker = type === 'user' ? PersonPicker : type === 'role' ? RolePicker : DepartmentPicker;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title" sx={{ pr: 6 }}>
        Share “{target.name}”
      </DialogTitle>
      <DialogContent>
        <ErrorAlert error={detail.error} />
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Who has access
        </Typography>
        {grants.length ? (
          <List dense disablePadding aria-label="Grants">
            {grants.map((g) => (
              <ListItem
                key={g.id}
                disableGutters
                secondaryAction={
                  <Tooltip title="Take back">
                    <IconButton
                      edge="end"
                      aria-label={`Take back the access of ${g.grantAccessTo.name}`}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(
                          { params: { id: g.id } },
                          { onError: (error) => notify({ level: 'error', title: errorMessage(error) }) },
                        )
                      }
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={g.grantAccessTo.name}
                  secondary={`${KINDS[g.grantAccessTo.type].replace(/^An? /, '')} · ${ACCESS[g.accessType].toLowerCase()}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {target.kind === 'folder'
              ? 'Nobody beyond what the folder’s privacy allows.'
              : 'Nobody beyond its owner yet.'}
          </Typography>
        )}
        <Box
          component="form"
          id="share-form"
          onSubmit={onSubmit}
          noValidate
          sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' } }}
        >
          <Typography variant="subtitle2" sx={{ gridColumn: '1 / -1', mb: -1 }}>
            Give access
          </Typography>
          {formError ? (
            <Typography color="error" variant="body2" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {formError}
            </Typography>
          ) : null}
          <Controller
            control={form.control}
            name="grantAccessTo.type"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Share with"
                value={field.value}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  form.setValue('grantAccessTo.id', null);
                }}
              >
                {Object.entries(KINDS).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="grantAccessTo.id"
            render={({ field, fieldState }) => (
              <Picker
                key={type}
                label={type === 'user' ? 'Person' : type === 'role' ? 'Role' : 'Department'}
                name={`share-${type}`}
                size="small"
                value={field.value}
                onChange={(id) => field.onChange(id)}
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            )}
          />
          <Controller
            control={form.control}
            name="accessType"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Access"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {Object.entries(ACCESS).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={pending}>
              Share
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
