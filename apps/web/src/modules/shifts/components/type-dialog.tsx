import { type ShiftType, shiftTypeBody } from '@backoffice/contract/modules/shifts';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateType } from '../api/create-type';
import { TYPE_FIELDS, type TypeValues, typeBody, typeValues } from '../lib/type-form';
import { TypeFields } from './type-fields';

/** A new shift type; the list shows it once made. */
export function CreateTypeDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (type: ShiftType) => void;
}) {
  const create = useCreateType();
  const { form, onSubmit, formError, pending } = useRecordForm<TypeValues, ShiftType>({
    schema: shiftTypeBody,
    prepare: typeBody,
    defaultValues: typeValues(),
    fields: TYPE_FIELDS,
    submit: (values) => create.mutateAsync({ body: typeBody(values) }),
    onSaved: onCreated,
  });
  return (
    <FormDialog
      open
      title="New shift type"
      submitLabel="Create"
      width={520}
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TypeFields control={form.control} autoFocus />
    </FormDialog>
  );
}
