import { deleteTag, updateTag } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ColorField } from '../../../ui/color-field';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTag } from '../api/get-tag';
import { useUpdateTag } from '../api/update-tag';
import { qaPaths } from '../paths';

const FIELDS = ['name', 'description', 'color', 'active'] as const;
const empty = { name: '', description: '', color: '#546e7a', active: true };

/** A new tag (spec §2 /qc-settings-v2/tags/create) or one to change (/tags/{tagId}). */
export default function TagPage() {
  const param = useParams().tagId;
  const id = param === undefined ? null : Number(param);
  const navigate = useNavigate();
  const tag = useTag({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const canEdit = useCanCall(updateTag);
  const canDelete = useCanCall(deleteTag);
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<typeof empty | null>(id === null ? empty : null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (tag.data && values === null) setValues(tag.data);
  }, [tag.data, values]);
  if (!values) {
    return (
      <>
        <ErrorAlert error={tag.error} />
        {tag.isPending ? <Skeleton variant="rounded" height={240} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const set = (patch: Partial<typeof empty>) => setValues({ ...values, ...patch });
  const err = (f: (typeof FIELDS)[number]) => server.errors[f]?.join('; ');
  const body = { name: values.name, description: values.description, color: values.color, active: values.active };
  return (
    <>
      <FormPage
        title={id === null ? 'New tag' : values.name || 'Tag'}
        back={{ to: qaPaths.tags(), label: 'Tags' }}
        error={server.general}
        pending={create.isPending || update.isPending}
        submitLabel={id === null ? 'Add tag' : canEdit ? 'Save' : null}
        actions={
          id !== null && canDelete ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null
        }
        onSubmit={(e) => {
          e.preventDefault();
          server.clear();
          const done = {
            onSuccess: () => {
              notify({ level: 'success', title: 'Tag saved' });
              navigate(qaPaths.tags());
            },
            onError: server.show,
          };
          if (id === null) create.mutate({ body }, done);
          else update.mutate({ params: { id }, body }, done);
        }}
      >
        <FormSection title="Tag">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 120px' } }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              error={Boolean(err('name'))}
              helperText={err('name')}
            />
            <ColorField value={values.color} onChange={(color) => set({ color })} />
            <TextField
              label="Description"
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={<Switch checked={values.active} onChange={(e) => set({ active: e.target.checked })} />}
              label="Active: offered to reviewers"
            />
          </Box>
        </FormSection>
      </FormPage>
      <ConfirmDialog
        open={confirming}
        title="Delete this tag?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { params: { id: id! } },
            {
              onSuccess: () => {
                notify({ level: 'success', title: 'Tag deleted' });
                navigate(qaPaths.tags());
              },
              onError: (error) => {
                setConfirming(false);
                notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) });
              },
            },
          )
        }
      >
        To keep it on what it marks, make it inactive instead.
      </ConfirmDialog>
    </>
  );
}
