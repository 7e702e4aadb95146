// A report's title and description changed in place (GitHub's "Edit" beside the title): the same rules as
// when it was filed (the contract's update body), sent as one PATCH of what changed.
import { type Report, type ReportKind, updateReportBody } from '@backoffice/contract/modules/bug-report';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { reportsApi } from '../api/reports';
import { capital, KIND_WORDS } from '../lib/kind';
import { ReportTitleField } from './lookup-fields';

type Values = { title: string; description: string };

export function EditReportDialog({ kind, report, onClose }: { kind: ReportKind; report: Report; onClose: () => void }) {
  const update = reportsApi[kind].useUpdate();
  const changed = (values: Values): Partial<Values> => ({
    ...(values.title !== report.title ? { title: values.title } : {}),
    ...(values.description !== report.description ? { description: values.description } : {}),
  });
  const { form, onSubmit, formError, pending } = useRecordForm<Values, Report | null>({
    schema: updateReportBody,
    // An untouched form sends nothing: the schema judges the fields as they are.
    prepare: (values) => values,
    defaultValues: { title: report.title, description: report.description },
    submit: (values) => {
      const body = changed(values);
      return Object.keys(body).length ? update.mutateAsync({ params: { id: report.id }, body }) : Promise.resolve(null);
    },
    onSaved: (saved) => {
      if (saved) notify({ level: 'success', title: `${capital(KIND_WORDS[kind].one)} #${report.id} saved` });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={`Edit ${KIND_WORDS[kind].one} #${report.id}`}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={pending}
      error={formError}
      width={640}
    >
      <ReportTitleField control={form.control} />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={6} fullWidth />
    </FormDialog>
  );
}
