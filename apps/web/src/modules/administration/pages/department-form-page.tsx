import {
  type Department,
  type DepartmentBody,
  deleteDepartment,
  departmentBody,
} from '@backoffice/contract/modules/administration';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateDepartment } from '../api/create-department';
import { departmentQuery } from '../api/get-department';
import { useUpdateDepartment } from '../api/update-department';
import { DeleteDepartmentDialog } from '../components/delete-dialogs';
import { DepartmentMembers } from '../components/department-members';
import { administrationPaths } from '../paths';

interface DepartmentFormValues {
  name: string;
  description: string;
}

const BACK = { to: administrationPaths.departments(), label: 'Departments' };

export default function DepartmentFormPage() {
  const { departmentId } = useParams();
  return (
    <FormRoute id={departmentId} back={BACK} noSuch="There is no such department." query={departmentQuery} sections={2}>
      {(department) => <DepartmentForm key={department?.id} department={department} />}
    </FormRoute>
  );
}

function DepartmentForm({ department }: { department?: Department }) {
  const navigate = useNavigate();
  const editing = department !== undefined;
  const canDelete = useCanCall(deleteDepartment);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const [deleting, setDeleting] = useState<Department | null>(null);
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<
    DepartmentFormValues,
    { saved: Department; created: boolean } | null
  >({
    schema: departmentBody,
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
    submit: async (values) => {
      if (!department) return { saved: await create.mutateAsync({ body: values }), created: true };
      const body: Partial<DepartmentBody> = {};
      if (values.name.trim() !== department.name) body.name = values.name;
      if (values.description.trim() !== department.description) body.description = values.description;
      // Nothing changed: nothing to send, and the form stays.
      if (Object.keys(body).length === 0) return null;
      return { saved: await update.mutateAsync({ params: { id: department.id }, body }), created: false };
    },
    onSaved: (outcome) => {
      if (!outcome) return;
      const { saved, created } = outcome;
      navigate(BACK.to, {
        state: flashState(
          created
            ? {
                severity: 'success',
                title: `Department ${saved.name} created`,
                body: 'Next, give it roles: User Roles → New role.',
              }
            : { severity: 'success', title: `Department ${saved.name} saved` },
        ),
      });
    },
  });
  const { control } = form;

  const blocked = department && (department.rolesCount > 0 || department.usersCount > 0);

  return (
    <FormPage
      title={editing ? department.name : 'New department'}
      subtitle={editing ? 'Rename it or change its description.' : 'Roles and people belong to a department.'}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitDisabled={editing && !form.formState.isDirty}
      submitLabel={editing ? 'Save changes' : 'Create department'}
      width={880}
      actions={
        editing && canDelete ? (
          <DeleteButton
            size="small"
            blockedBy={blocked ? 'It still has roles or users: move them first' : null}
            onClick={() => setDeleting(department)}
          />
        ) : null
      }
    >
      <FormSection title="Department" description="The name is unique.">
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" required autoFocus={!editing} autoComplete="off" />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            helperText="What the department does (optional)."
          />
        </Stack>
      </FormSection>
      {department ? <DepartmentMembers department={department} /> : null}

      <DeleteDepartmentDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) =>
          navigate(BACK.to, {
            state: flashState({ severity: 'success', title: `Department ${deleted.name} was deleted` }),
          })
        }
        onFailed={(_, reason) => setFormError(reason)}
      />
    </FormPage>
  );
}
