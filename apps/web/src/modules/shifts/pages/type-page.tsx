import { type ShiftType, shiftTypeBody } from '@backoffice/contract/modules/shifts';
import { useParams } from 'react-router';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { useRecordForm } from '../../../ui/record-form';
import { useDeleteType } from '../api/delete-type';
import { typeQuery } from '../api/get-type';
import { useUpdateType } from '../api/update-type';
import { EditPage, useToList } from '../components/edit-page';
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
  const update = useUpdateType();
  const remove = useDeleteType();
  const toList = useToList(BACK.to);
  const record = useRecordForm<TypeValues, ShiftType>({
    schema: shiftTypeBody,
    prepare: typeBody,
    defaultValues: typeValues(type),
    fields: TYPE_FIELDS,
    submit: (values) => update.mutateAsync({ params: { id: type.id }, body: typeBody(values) }),
    onSaved: (saved) => toList(`Shift type ${saved.name} saved`),
  });
  return (
    <EditPage
      title={type.name}
      back={BACK}
      record={{ ...record, dirty: record.form.formState.isDirty }}
      width={760}
      confirm={{
        title: 'Delete this shift type?',
        body: 'Shifts already given from it keep their times.',
        done: `Shift type ${type.name} deleted`,
      }}
      remove={(callbacks) => remove.mutate({ body: { id: type.id } }, callbacks)}
      removing={remove.isPending}
    >
      <FormSection
        title="Shift type"
        description="A shift given from a type copies its times: changing a type changes no shift already planned."
      >
        <TypeFields control={record.form.control} />
      </FormSection>
    </EditPage>
  );
}
