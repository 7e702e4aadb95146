import { type ShiftAutomation, updateAutomationBody } from '@backoffice/contract/modules/shifts';
import { useParams } from 'react-router';
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
import { EditPage, useToList } from '../components/edit-page';
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
  const types = useShiftTypes();
  const teams = useTeams({ query: {} });
  const update = useUpdateAutomation();
  const remove = useDeleteAutomation();
  const toList = useToList(BACK.to);
  const body = (values: AutomationValues) => ({ id: automation.id, ...automationBodyOf(values) });
  const record = useRecordForm<AutomationValues, ShiftAutomation>({
    schema: updateAutomationBody,
    prepare: body,
    defaultValues: automationValues(automation),
    fields: AUTOMATION_FIELDS,
    submit: (values) => update.mutateAsync({ body: body(values) }),
    onSaved: (saved) => toList(`Automation ${saved.name} saved`),
  });
  const { form } = record;
  return (
    <EditPage
      title={automation.name}
      back={BACK}
      record={{ ...record, dirty: form.formState.isDirty }}
      width={860}
      confirm={{
        title: 'Delete this automation?',
        body: 'The shifts it has given stay.',
        done: `Automation ${automation.name} deleted`,
      }}
      remove={(callbacks) => remove.mutate({ body: { id: automation.id } }, callbacks)}
      removing={remove.isPending}
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
    </EditPage>
  );
}
