import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormActions } from '../../../ui/form-actions';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomation } from '../api/get-automation';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { usePreviewAutomation } from '../api/preview-automation';
import { useUpdateAutomation } from '../api/update-automation';
import { AutomationFields, type AutomationValues } from '../components/automation-fields';
import { PlanPreview } from '../components/plan-preview';
import { shiftsPaths } from '../paths';

/** One automation (spec §2 /calendar/shifts/automation/{id}): change it, preview a run, delete it. */
export default function AutomationPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const automation = useAutomation({ params: { id } });
  const types = useShiftTypes();
  const teams = useTeams({ query: {} });
  const update = useUpdateAutomation();
  const preview = usePreviewAutomation();
  const remove = useDeleteAutomation();
  const [values, setValues] = useState<AutomationValues | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (automation.data && values === null) setValues(automation.data);
  }, [automation.data, values]);
  const body = (v: AutomationValues) => ({
    name: v.name,
    typeId: v.typeId,
    teamId: v.teamId,
    userIds: v.userIds,
    weekdays: v.weekdays,
    from: v.from,
    until: v.until,
    weeksAhead: v.weeksAhead,
    active: v.active,
  });

  return (
    <>
      <PageHeader
        title={automation.data?.name ?? 'Automation'}
        back={{ to: shiftsPaths.automations(), label: 'Automations' }}
      />
      <ErrorAlert error={automation.error} />
      {values ? (
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 3, maxWidth: 760 }}
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { body: { id, ...body(values) } },
              { onSuccess: () => notify({ level: 'success', title: 'Automation saved' }) },
            );
          }}
        >
          <Stack spacing={2}>
            {update.error ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
            <AutomationFields values={values} onChange={setValues} types={types.data ?? []} teams={teams.data ?? []} />
            <div>
              <Button
                variant="outlined"
                onClick={() => preview.mutate({ body: body(values) })}
                loading={preview.isPending}
              >
                Preview
              </Button>
            </div>
            {preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
            {preview.data ? <PlanPreview plan={preview.data} /> : null}
          </Stack>
          <FormActions submitLabel="Save" pending={update.isPending} cancelTo={shiftsPaths.automations()}>
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          </FormActions>
        </Paper>
      ) : automation.isPending ? (
        <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this automation?"
        confirmLabel="Delete"
        tone="error"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ body: { id } }, { onSuccess: () => navigate(shiftsPaths.automations()) })}
      >
        The shifts it has given stay.
      </ConfirmDialog>
    </>
  );
}
