// Filing a report (spec §2 /bug-feature/bug-reports/create, /feature-requests/create): title with likely
// duplicates shown while it is typed, description, lookups, assignee, files dropped or picked, sent as one
// multipart request with its progress; from a QC conversation (`?chat=12`, `?ticket=7`) it links it.
import { type PriorityLevel, type Report, type ReportKind, reportData } from '@backoffice/contract/modules/bug-report';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormPage } from '../../../ui/form-page';
import { FormLoadError, FormSkeleton } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { UploadProgress } from '../../../ui/upload-progress';
import { lookupsApi } from '../api/lookups';
import { reportsApi } from '../api/reports';
import { capital, KIND_WORDS } from '../lib/kind';
import {
  type ConversationRef,
  conversationOf,
  REPORT_FIELDS,
  type ReportFormValues,
  reportDataOf,
} from '../lib/report-form';
import { bugReportPaths } from '../paths';
import { DuplicateSuggestions } from './duplicate-suggestions';
import { FileDrop } from './file-drop';
import { ReportLookupFields, ReportTitleField } from './lookup-fields';

const DEFAULT_LEVEL: PriorityLevel = 'normal';

export function NewReport({ kind }: { kind: ReportKind }) {
  const priorities = lookupsApi[kind].priorities.use();
  const back = { to: bugReportPaths.list(kind), label: KIND_WORDS[kind].title };
  if (priorities.error) return <FormLoadError back={back} message={priorities.error.message} />;
  if (!priorities.data) return <FormSkeleton sections={3} />;
  const normal = priorities.data.find((p) => p.level === DEFAULT_LEVEL) ?? priorities.data[0];
  return <ReportForm kind={kind} defaultPriority={normal?.id ?? null} />;
}

function ReportForm({ kind, defaultPriority }: { kind: ReportKind; defaultPriority: number | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const conversation: ConversationRef | null = conversationOf(params);
  const api = reportsApi[kind];
  const fileConfig = api.fileConfig.use();
  const create = api.useCreate();
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const words = KIND_WORDS[kind];
  const { form, onSubmit, formError, pending } = useRecordForm<ReportFormValues, Report>({
    schema: reportData,
    prepare: (values) => reportDataOf(values, conversation),
    defaultValues: {
      title: '',
      description: '',
      priorityId: defaultPriority,
      componentId: null,
      departmentId: null,
      folderId: null,
      assigneeId: null,
      files: [],
    },
    fields: REPORT_FIELDS,
    under: 'body.data',
    submit: async (values) => {
      cancel.current = new AbortController();
      setProgress(values.files.length ? 0 : null);
      try {
        return await create.mutateAsync({
          data: reportDataOf(values, conversation),
          files: values.files,
          ...(values.files.length ? { onProgress: setProgress } : {}),
          signal: cancel.current.signal,
        });
      } finally {
        setProgress(null);
      }
    },
    onSaved: (made) => {
      notify({ level: 'success', title: `${capital(words.one)} #${made.id} filed`, body: made.title });
      navigate(bugReportPaths.report(kind, made.id));
    },
  });
  const [title, files] = useWatch({ control: form.control, name: ['title', 'files'] });
  const uploading = files.length === 1 ? files[0]!.name : `${files.length} files`;
  return (
    <FormPage
      title={words.create}
      subtitle="Say what happened and what you expected; a screenshot helps. You watch it from now on."
      back={{ to: bugReportPaths.list(kind), label: words.title }}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel={kind === 'bug' ? 'File bug report' : 'File feature request'}
      notice={
        conversation ? (
          <Alert severity="info" icon={<ForumOutlined />}>
            Filed from QC {conversation.kind} #{conversation.id}: the report links it, and the conversation shows the
            report.
          </Alert>
        ) : null
      }
    >
      <FormSection title="What happened" description="A short title finds duplicates; the description tells the rest.">
        <Stack spacing={2}>
          <ReportTitleField control={form.control} />
          <DuplicateSuggestions kind={kind} title={title} />
          <FormTextField
            control={form.control}
            name="description"
            label="Description"
            multiline
            minRows={5}
            fullWidth
            placeholder={
              kind === 'bug'
                ? 'Steps to reproduce, what you saw, what you expected'
                : 'What you would like to do, and why it matters'
            }
          />
        </Stack>
      </FormSection>
      <FormSection title="Triage" description="Leave them for the team if you are not sure.">
        <ReportLookupFields kind={kind} control={form.control} />
      </FormSection>
      <FormSection title="Files" description="Screenshots, logs or documents; only readers of the report see them.">
        <Stack spacing={1.5}>
          <FileDrop
            files={files}
            onChange={(next) => form.setValue('files', next, { shouldDirty: true })}
            config={fileConfig.data}
            disabled={pending}
          />
          {progress !== null && files.length ? (
            <UploadProgress progress={progress} fileName={uploading} onCancel={() => cancel.current?.abort()} />
          ) : null}
        </Stack>
      </FormSection>
    </FormPage>
  );
}
