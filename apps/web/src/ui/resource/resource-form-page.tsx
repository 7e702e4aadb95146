import Box from '@mui/material/Box';
import { useState } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../core/api';
import { useCanCall } from '../../core/use-can';
import { ConfirmDialog } from '../confirm-dialog';
import { DeleteButton } from '../delete-button';
import { flashState } from '../flash';
import { FormPage } from '../form-page';
import { FormRoute } from '../form-route';
import { FormSection } from '../form-section';
import { useRecordForm } from '../record-form';
import type { Resource, ResourceSection } from './resource';
import { ResourceFields } from './resource-fields';
import { titleOf } from './resource-list-page';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A settings resource's create or edit screen, by the route's `param` (absent, or `new`, on the
 * create route): the declared sections, saved through the contract, back to the list with a flash.
 */
export function ResourceFormPage<T extends { id: number }, V extends FieldValues>({
  resource,
  param,
}: {
  resource: Resource<T, V>;
  /** The route parameter that holds the record's id. */
  param: string;
}) {
  const raw = useParams()[param];
  const id = raw === 'new' ? undefined : raw;
  const back = { to: resource.paths.list(), label: resource.plural };
  return (
    <FormRoute
      id={id}
      back={back}
      noSuch={`There is no such ${resource.name}.`}
      query={{ options: ({ params }) => resource.hooks.getOptions(params.id) }}
      sections={resource.sections.length}
    >
      {(record) => <ResourceForm key={record?.id ?? 'new'} resource={resource} record={record} />}
    </FormRoute>
  );
}

function ResourceForm<T extends { id: number }, V extends FieldValues>({
  resource,
  record,
}: {
  resource: Resource<T, V>;
  record: T | undefined;
}) {
  const navigate = useNavigate();
  const create = resource.hooks.create();
  const update = resource.hooks.update();
  const canSave = useCanCall(record ? resource.endpoints.update : resource.endpoints.create);
  const canDelete = useCanCall(resource.endpoints.remove ?? resource.endpoints.update);
  const [deleting, setDeleting] = useState(false);
  const toList = (title: string) =>
    navigate(resource.paths.list(), { state: flashState({ severity: 'success', title }) });
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<V, T>({
    schema: resource.schema,
    ...(resource.toBody ? { prepare: resource.toBody } : {}),
    defaultValues: resource.toValues(record) as never,
    fields: resource.sections.flatMap((section) => section.fields.map((field) => field.name)),
    submit: (values) => {
      const body = resource.toBody ? resource.toBody(values) : (values as Record<string, unknown>);
      return record ? update.mutateAsync({ params: { id: record.id }, body }) : create.mutateAsync({ body });
    },
    onSaved: (saved) => toList(`${capital(resource.name)} ${titleOf(resource, saved)} ${record ? 'saved' : 'added'}`),
  });
  const remove = resource.hooks.remove();
  const name = capital(resource.name);
  return (
    <FormPage
      title={record ? titleOf(resource, record) : `New ${resource.name}`}
      subtitle={typeof resource.formSubtitle === 'function' ? resource.formSubtitle(record) : resource.formSubtitle}
      back={{ to: resource.paths.list(), label: resource.plural }}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel={record ? (canSave ? 'Save changes' : null) : `Add ${resource.name}`}
      submitDisabled={record !== undefined && !form.formState.isDirty}
      actions={
        record && resource.endpoints.remove && canDelete ? <DeleteButton onClick={() => setDeleting(true)} /> : null
      }
    >
      {resource.sections.map((section, index) => (
        <DeclaredSection
          key={section.title}
          section={section}
          control={form.control}
          autoFocus={!record && index === 0}
        />
      ))}
      {record ? (
        <ConfirmDialog
          open={deleting}
          title={`Delete ${resource.name} ${titleOf(resource, record)}?`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { params: { id: record.id } },
              {
                onSuccess: () => toList(`${name} ${titleOf(resource, record)} deleted`),
                onError: (error) => {
                  setDeleting(false);
                  setFormError(errorMessage(error));
                },
              },
            )
          }
        >
          {resource.deleteHint ?? 'This cannot be undone.'}
        </ConfirmDialog>
      ) : null}
    </FormPage>
  );
}

/** One declared section: its card, its fields, and what it says from the values (its hint, a preview). */
function DeclaredSection<V extends FieldValues>({
  section,
  control,
  autoFocus,
}: {
  section: ResourceSection<V>;
  control: Control<V>;
  autoFocus: boolean;
}) {
  const values = useWatch({ control }) as V;
  const { description, footer } = section;
  return (
    <FormSection
      title={section.title}
      description={typeof description === 'function' ? description(values) : description}
    >
      <ResourceFields fields={section.fields} control={control} autoFocus={autoFocus} />
      {footer ? <Box sx={{ mt: 2 }}>{footer(values)}</Box> : null}
    </FormSection>
  );
}
