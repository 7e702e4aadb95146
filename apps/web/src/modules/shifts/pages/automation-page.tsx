import { type ShiftAutomation, updateAutomationBody } from '@backoffice/contract/modules/shifts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { useRecordForm } from '../../../ui/record-form';
import { useDeleteAutomation } from '../api/delete-automation';
import { automationQuery } from '../api/get-automation';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { useUpdateAutomation } from '../api/update-automation';
import { AutomationFields } from '../components/automation-fields';
import { AutomationPreview } from '../components/automation-preview';
import { AUTOMATION_FIELDS, type AutomationValues, automationBodyOf, automationValues } from '../lib/automation-form';
import { shiftsPaths } from '../paths';

const BACK = { to: shiftsPaths.automations(), label: 'Automations' };

/** One automation (spec §2 /calendar/shifts/automation/{id}): change it, preview a run, delete it. */
export default function AutomationPage() {
  const { id } = useParams();
  return (
    // New automations are made in a dialog on the list: this route always names one.
    <FormRoute id={id ?? ''} back={BACK} noSuch="There is no such automation." query={automationQuery} sections={2}>
      {(automation) => (automation ? <AutomationForm key={automation.id} automation={automation} /> : null)}
    </FormRoute>
  );
}

function AutomationForm({ automation }: { automation: ShiftAutomation }) {
  const navigate = useNavigate();
  const types = useShiftTypes();
  const teams = useTeams({ query: {} });
  const update = useUpdateAutomation();
  const remove = useDeleteAutomation();
  const [confirming, setConfirming] = useState(false);
  const toList = (title: string) => navigate(BACK.to, { state: flashState({ severity: 'success', title }) });
  const body = (values: AutomationValues) => ({ id: automation.id, ...automationBodyOf(values) });
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<AutomationValues, ShiftAutomation>({
    schema: updateAutomationBody,
    prepare: body,
    defaultValues: automationValues(automation),
    fields: AUTOMATION_FIELDS,
    submit: (values) => update.mutateAsync({ body: body(values) }),
    onSaved: (saved) => toList(`Automation ${saved.name} saved`),
  });
  return (
    <FormPage
      title={automation.name}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Save"
      submitDisabled={!form.formState.isDirty}
      actions={<DeleteButton onClick={() => setConfirming(true)} />}
      width={860}
    >
      <FormSection title="Automation" description="Every night it gives its shift type to its team on its weekdays.">
        <AutomationFields control={form.control} types={types.data ?? []} teams={teams.data ?? []} />
      </FormSection>
      <FormSection
        title="Preview"
        description="What a run of the settings above would give today, and what it would skip."
      >
        <AutomationPreview values={() => form.getValues()} />
      </FormSection>
      <ConfirmDialog
        open={confirming}
        title="Delete this automation?"
        confirmLabel="Delete"
        tone="error"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { body: { id: automation.id } },
            {
              onSuccess: () => toList(`Automation ${automation.name} deleted`),
              onError: (error) => {
                setConfirming(false);
                setFormError(errorMessage(error));
              },
            },
          )
        }
      >
        The shifts it has given stay.
      </ConfirmDialog>
    </FormPage>
  );
}
