import {
  type Department,
  type DepartmentBody,
  deleteDepartment,
  departmentBody,
  rolesOfDepartment,
} from '@backoffice/contract/modules/administration';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { contractResolver } from '../../../core/contract-resolver';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { useCreateDepartment } from '../api/create-department';
import { useDeleteDepartment } from '../api/delete-department';
import { departmentQuery } from '../api/get-department';
import { useRolesOfDepartment } from '../api/get-roles-of-department';
import { useUsersOfDepartment } from '../api/get-users-of-department';
import { useUpdateDepartment } from '../api/update-department';
import { flashState } from '../components/flash';
import { FormPage, FormRoute, FormSection } from '../components/form-page';
import { applyServerErrors } from '../forms/server-errors';
import { administrationPaths } from '../paths';

interface DepartmentFormValues {
  name: string;
  description: string;
}

const FIELDS = ['name', 'description'] as const;
const BACK = { to: administrationPaths.departments(), label: 'Departments' };
const MEMBERS_SHOWN = 24;
const resolver = contractResolver<DepartmentFormValues>(departmentBody);

/** Its roles and people, so that an editor sees what a rename or a delete touches. */
function Members({ department }: { department: Department }) {
  const canReadRoles = useCanCall(rolesOfDepartment);
  const roles = useRolesOfDepartment({ params: { id: department.id } }, { enabled: canReadRoles });
  const users = useUsersOfDepartment({ params: { id: department.id } });
  const people = users.data ?? [];

  return (
    <FormSection title="In this department" description="Roles and people that belong to it.">
      <Stack spacing={2}>
        {canReadRoles ? (
          <Box>
            <Typography variant="overline" color="text.secondary">
              Roles ({department.rolesCount})
            </Typography>
            {roles.isPending ? (
              <Skeleton width="60%" />
            ) : roles.data?.length ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {roles.data.map((role) => (
                  <Chip
                    key={role.id}
                    component={RouterLink}
                    to={administrationPaths.editRole(role.id)}
                    clickable
                    variant="outlined"
                    size="small"
                    label={`${role.name} · ${role.usersCount}`}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No roles yet.{' '}
                <Link component={RouterLink} to={administrationPaths.createRole()}>
                  Create one
                </Link>
              </Typography>
            )}
          </Box>
        ) : null}
        <Box>
          <Typography variant="overline" color="text.secondary">
            People ({department.usersCount})
          </Typography>
          {users.isPending ? (
            <Skeleton width="80%" />
          ) : people.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {people.slice(0, MEMBERS_SHOWN).map((u) => (
                <Tooltip key={u.id} title={u.email}>
                  <Chip size="small" label={u.name} />
                </Tooltip>
              ))}
              {people.length > MEMBERS_SHOWN ? (
                <Chip size="small" variant="outlined" label={`and ${people.length - MEMBERS_SHOWN} more`} />
              ) : null}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nobody belongs to this department yet.
            </Typography>
          )}
        </Box>
      </Stack>
    </FormSection>
  );
}

function DepartmentForm({ department }: { department?: Department }) {
  const navigate = useNavigate();
  const editing = department !== undefined;
  const canDelete = useCanCall(deleteDepartment);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const remove = useDeleteDepartment();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
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
      setFormError(applyServerErrors(error, setError, ['body'], [...FIELDS]));
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
            onClick={() => setConfirmDelete(true)}
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
      {department ? <Members department={department} /> : null}

      <ConfirmDialog
        open={confirmDelete}
        title="Delete this department?"
        confirmLabel="Delete department"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (!department) return;
          remove.mutate(
            { body: { id: department.id } },
            {
              onSuccess: () =>
                navigate(BACK.to, {
                  state: flashState({ severity: 'success', title: `Department ${department.name} was deleted` }),
                }),
              onError: (failure) => {
                setFormError(errorMessage(failure));
                setConfirmDelete(false);
              },
            },
          );
        }}
      >
        The department <strong>{department?.name}</strong> is removed. This cannot be undone.
      </ConfirmDialog>
    </FormPage>
  );
}

export default function DepartmentFormPage() {
  const { departmentId } = useParams();
  // A fresh form per record: its default values are read once.
  return (
    <FormRoute id={departmentId} back={BACK} noSuch="There is no such department." query={departmentQuery} sections={2}>
      {(department) => <DepartmentForm key={department?.id} department={department} />}
    </FormRoute>
  );
}
