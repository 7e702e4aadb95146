// /sms/templates/create and /sms/templates/{name}: write or change an SMS template, with a live preview
// of its variables (docs/sms.md "Templates").
import {
  createTemplateBody,
  deleteSmsTemplate,
  type SmsTemplate,
  TEMPLATE_BODY_MAX,
  updateTemplateBody,
} from '@backoffice/contract/modules/sms/templates';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { useCanCall } from '../../../core/use-can';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormLoadError, FormSkeleton } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { templateQuery, useCreateTemplate, useUpdateTemplate } from '../api/templates';
import { DeleteTemplateDialog } from '../components/delete-template-dialog';
import { TemplatePreview } from '../components/template-preview';
import { smsPaths } from '../paths';

const back = { to: smsPaths.templates(), label: 'SMS templates' };

export default function TemplateFormPage() {
  const { name } = useParams();
  if (name === undefined) return <TemplateForm />;
  return <LoadTemplate name={name} />;
}

function LoadTemplate({ name }: { name: string }) {
  const { data, error } = useQuery(templateQuery.options({ params: { name } }));
  if (error) return <FormLoadError back={back} message={errorMessage(error)} />;
  if (!data) return <FormSkeleton sections={3} />;
  return <TemplateForm key={data.name} template={data} />;
}

interface TemplateValues {
  name: string;
  description: string;
  body: string;
}

function TemplateForm({ template }: { template?: SmsTemplate }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const canDelete = useCanCall(deleteSmsTemplate);
  const [deleting, setDeleting] = useState(false);
  const { form, onSubmit, formError, pending } = useRecordForm<TemplateValues, SmsTemplate>({
    schema: template ? updateTemplateBody : createTemplateBody,
    prepare: (values) => (template ? { body: values.body, description: values.description } : { ...values }),
    defaultValues: { name: template?.name ?? '', description: template?.description ?? '', body: template?.body ?? '' },
    submit: (values) =>
      template
        ? update.mutateAsync({
            params: { name: template.name },
            body: { body: values.body, description: values.description },
          })
        : create.mutateAsync({ body: values }),
    onSaved: (saved) =>
      navigate(smsPaths.templates(), {
        state: flashState({
          severity: 'success',
          title: template ? 'Template saved' : 'Template added',
          body: saved.name,
        }),
      }),
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  return (
    <>
      <FormPage
        title={template ? template.name : 'New SMS template'}
        subtitle={
          template ? template.description || undefined : 'Write the text once; senders fill in its {{variables}}.'
        }
        back={back}
        onSubmit={onSubmit}
        error={formError}
        pending={pending}
        submitLabel={template ? 'Save' : 'Add template'}
        actions={
          template && canDelete ? (
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          ) : null
        }
      >
        <FormSection
          title="Template"
          description="The name identifies it in links and when sending; it cannot be changed later."
        >
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              required
              disabled={Boolean(template)}
              helperText="Lower-case letters, digits, - and _, e.g. shift-reminder"
              slotProps={{ htmlInput: { sx: monoFont, autoCapitalize: 'none', spellCheck: false } }}
            />
            <FormTextField control={form.control} name="description" label="Description" />
          </Stack>
        </FormSection>
        <FormSection title="Text" description="Write {{name}} where a value is filled in when sending.">
          <FormTextField
            control={form.control}
            name="body"
            label="Text"
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_BODY_MAX } }}
          />
        </FormSection>
        <FormSection
          title="Preview"
          description="Try values for its variables: the text as it will be sent, and what it costs."
        >
          <TemplatePreview body={body} />
        </FormSection>
      </FormPage>
      <DeleteTemplateDialog
        template={deleting && template ? template : null}
        onClose={() => setDeleting(false)}
        onDeleted={(deleted) =>
          navigate(smsPaths.templates(), {
            state: flashState({ severity: 'success', title: 'Template deleted', body: deleted.name }),
          })
        }
      />
    </>
  );
}
