import type { ShiftAutomation, ShiftTeam, ShiftType } from '@backoffice/contract/modules/shifts';
import { automationBody } from '@backoffice/contract/modules/shifts';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateAutomation } from '../api/create-automation';
import { AUTOMATION_FIELDS, type AutomationValues, automationBodyOf, automationValues } from '../lib/automation-form';
import { AutomationFields } from './automation-fields';
import { AutomationPreview } from './automation-preview';

/** A new automation, its first shift type and team chosen; "Preview" shows what a run would give. */
export function CreateAutomationDialog({
  types,
  teams,
  onClose,
  onCreated,
}: {
  types: readonly ShiftType[];
  teams: readonly ShiftTeam[];
  onClose: () => void;
  onCreated: (automation: ShiftAutomation) => void;
}) {
  const create = useCreateAutomation();
  const { form, onSubmit, formError, pending } = useRecordForm<AutomationValues, ShiftAutomation>({
    schema: automationBody,
    prepare: automationBodyOf,
    defaultValues: automationValues(undefined, { typeId: types[0]?.id, teamId: teams[0]?.id }),
    fields: AUTOMATION_FIELDS,
    submit: (values) => create.mutateAsync({ body: automationBodyOf(values) }),
    onSaved: onCreated,
  });
  return (
    <FormDialog
      open
      title="New automation"
      submitLabel="Create"
      width={640}
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <AutomationFields control={form.control} types={types} teams={teams} autoFocus />
      <AutomationPreview values={() => form.getValues()} />
    </FormDialog>
  );
}
