import {
  type Department,
  type DepartmentBody,
  deleteDepartment,
  departmentBody,
} from '@backoffice/contract/modules/administration';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { contractResolver } from '../../../core/contract-resolver';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { flashState } from '../../../ui/flash';
import { applyServerErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
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

const FIELDS = ['name', 'description'] as const;
const BACK = { to: administrationPaths.departments(), label: 'Departments' };
const resolver = contractResolver<DepartmentFormValues>(departmentBody);

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
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DepartmentFormValues>({
    resolver,
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (department) {
        const body: Partial<DepartmentBody> = {};
        if (values.name.trim() !== department.name) body.name = values.name;
        if (values.description.trim() !== department.description) body.description = values.description;
        if (Object.keys(body).length === 0) return;
        const saved = await update.mutateAsync({ params: { id: department.id }, body });
        navigate(BACK.to, { state: flashState({ severity: 'success', title: `Department ${saved.name} saved` }) });
      } else {
        const created = await create.mutateAsync({ body: values });
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: `Department ${created.name} created`,
            body: 'Next, give it roles: User Roles → New role.',
          }),
        });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const blocked = department && (department.rolesCount > 0 || department.usersCount > 0);

  return (
    <FormPage
      title={editing ? department.name : 'New department'}
      subtitle={editing ? 'Rename it or change its description.' : 'Roles and people belong to a department.'}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={isSubmitting}
      submitDisabled={editing && !isDirty}
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
          <TextField
            label="Name"
            required
            autoFocus={!editing}
            autoComplete="off"
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'What the department does (optional).'}
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
