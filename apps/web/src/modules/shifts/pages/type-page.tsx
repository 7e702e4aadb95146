import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormActions } from '../../../ui/form-actions';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteType } from '../api/delete-type';
import { useShiftType } from '../api/get-type';
import { useUpdateType } from '../api/update-type';
import { TypeFields, type TypeValues } from '../components/type-fields';
import { shiftsPaths } from '../paths';

/** One shift type (spec §2 /calendar/shifts/type/{shiftTypeId}): change or delete it. */
export default function TypePage() {
  const id = Number(useParams().shiftTypeId);
  const navigate = useNavigate();
  const type = useShiftType({ params: { id } });
  const update = useUpdateType();
  const remove = useDeleteType();
  const [values, setValues] = useState<TypeValues | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (type.data && values === null) setValues(type.data);
  }, [type.data, values]);

  return (
    <>
      <PageHeader title={type.data?.name ?? 'Shift type'} back={{ to: shiftsPaths.types(), label: 'Shift types' }} />
      <ErrorAlert error={type.error} />
      {values ? (
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 3, maxWidth: 720 }}
          onSubmit={(event) => {
            event.preventDefault();
            const { name, start, end, breakMinutes, color } = values;
            update.mutate(
              { params: { id }, body: { name, start, end, breakMinutes, color } },
              { onSuccess: () => notify({ level: 'success', title: 'Shift type saved' }) },
            );
          }}
        >
          {update.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <TypeFields values={values} onChange={setValues} />
          <FormActions submitLabel="Save" pending={update.isPending} cancelTo={shiftsPaths.types()}>
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          </FormActions>
        </Paper>
      ) : type.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ maxWidth: 720 }} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this shift type?"
        confirmLabel="Delete"
        tone="error"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { body: { id } },
            {
              onSuccess: () => navigate(shiftsPaths.types()),
              onError: (error) => {
                setConfirming(false);
                notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) });
              },
            },
          )
        }
      >
        Shifts already given from it keep their times.
      </ConfirmDialog>
    </>
  );
}
