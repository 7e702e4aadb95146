import { type ShiftType, shiftTypeBody } from '@backoffice/contract/modules/shifts';
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
import { useDeleteType } from '../api/delete-type';
import { typeQuery } from '../api/get-type';
import { useUpdateType } from '../api/update-type';
import { TypeFields } from '../components/type-fields';
import { TYPE_FIELDS, type TypeValues, typeBody, typeValues } from '../lib/type-form';
import { shiftsPaths } from '../paths';

const BACK = { to: shiftsPaths.types(), label: 'Shift types' };

/** One shift type (spec §2 /calendar/shifts/type/{shiftTypeId}): change or delete it. */
export default function TypePage() {
  const { shiftTypeId } = useParams();
  return (
    // New types are made in a dialog on the list: this route always names one.
    <FormRoute id={shiftTypeId ?? ''} back={BACK} noSuch="There is no such shift type." query={typeQuery} sections={1}>
      {(type) => (type ? <TypeForm key={type.id} type={type} /> : null)}
    </FormRoute>
  );
}

function TypeForm({ type }: { type: ShiftType }) {
  const navigate = useNavigate();
  const update = useUpdateType();
  const remove = useDeleteType();
  const [confirming, setConfirming] = useState(false);
  const toList = (title: string) => navigate(BACK.to, { state: flashState({ severity: 'success', title }) });
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<TypeValues, ShiftType>({
    schema: shiftTypeBody,
    prepare: typeBody,
    defaultValues: typeValues(type),
    fields: TYPE_FIELDS,
    submit: (values) => update.mutateAsync({ params: { id: type.id }, body: typeBody(values) }),
    onSaved: (saved) => toList(`Shift type ${saved.name} saved`),
  });
  return (
    <FormPage
      title={type.name}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Save"
      submitDisabled={!form.formState.isDirty}
      actions={<DeleteButton onClick={() => setConfirming(true)} />}
      width={760}
    >
      <FormSection
        title="Shift type"
        description="A shift given from a type copies its times: changing a type changes no shift already planned."
      >
        <TypeFields control={form.control} />
      </FormSection>
      <ConfirmDialog
        open={confirming}
        title="Delete this shift type?"
        confirmLabel="Delete"
        tone="error"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { body: { id: type.id } },
            {
              onSuccess: () => toList(`Shift type ${type.name} deleted`),
              onError: (error) => {
                setConfirming(false);
                setFormError(errorMessage(error));
              },
            },
          )
        }
      >
        Shifts already given from it keep their times.
      </ConfirmDialog>
    </FormPage>
  );
}
