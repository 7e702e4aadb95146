import {
  createRole,
  deleteRole,
  listDepartments,
  type Role,
  type RoleUpdateBody,
  roleBody,
  updateRole,
} from '@backoffice/contract/modules/administration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { contractResolver } from '../../../core/contract-resolver';
import { useCanCall, useIsAdmin, useScopesBeyondMine } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { useCreateRole } from '../api/create-role';
import { useDeleteRole } from '../api/delete-role';
import { useAllDepartments } from '../api/get-departments';
import { roleQuery } from '../api/get-role';
import { useScopeCatalogue } from '../api/get-scopes';
import { useUpdateRole } from '../api/update-role';
import { DepartmentSelect } from '../components/department-select';
import { flashState } from '../components/flash';
import { FormPage, FormRoute, FormSection } from '../components/form-page';
import { applyServerErrors } from '../forms/server-errors';
import { administrationPaths } from '../paths';
import { ScopePicker } from '../scopes/scope-picker';

interface RoleFormValues {
  name: string;
  departmentId: number | null;
  description: string;
  scopes: string[];
}

const FIELDS = ['name', 'departmentId', 'description', 'scopes'] as const;
const BACK = { to: administrationPaths.roles(), label: 'User Roles' };

const schemaResolver = contractResolver<RoleFormValues>(roleBody);
/** The contract's schema, with a department-specific word for "no department picked". */
const resolver: Resolver<RoleFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.departmentId === null && result.errors.departmentId) {
    result.errors.departmentId = { ...result.errors.departmentId, message: 'Pick the department the role belongs to' };
  }
  return result;
};

function valuesOf(role: Role | undefined): RoleFormValues {
  return {
    name: role?.name ?? '',
    departmentId: role?.departmentId ?? null,
    description: role?.description ?? '',
    scopes: [...(role?.scopes ?? [])].sort(),
  };
}

function changes(before: RoleFormValues, after: RoleFormValues): RoleUpdateBody {
  const body: RoleUpdateBody = {};
  if (after.name.trim() !== before.name) body.name = after.name;
  if (after.departmentId !== before.departmentId && after.departmentId !== null) body.departmentId = after.departmentId;
  if (after.description.trim() !== before.description) body.description = after.description;
  const scopes = [...after.scopes].sort();
  if (scopes.join('\n') !== before.scopes.join('\n')) body.scopes = scopes;
  return body;
}

function RoleForm({ role }: { role?: Role }) {
  const navigate = useNavigate();
  const editing = role !== undefined;
  const canWrite = useCanCall(editing ? updateRole : createRole);
  const canDelete = useCanCall(deleteRole);
  const canReadDepartments = useCanCall(listDepartments);
  const departments = useAllDepartments({ enabled: canReadDepartments });
  const catalogue = useScopeCatalogue();
  const create = useCreateRole();
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isAdmin = useIsAdmin();
  const beyondMine = useScopesBeyondMine();
  // The granting rule (docs/administration.md): a role holding scopes beyond mine is not mine to
  // change or delete, and I may tick only scopes I hold myself.
  const beyond = role ? beyondMine(role.scopes) : [];
  const readOnly = !canWrite || beyond.length > 0;
  const grantable = (scope: string) => beyondMine([scope]).length === 0;

  const initial = valuesOf(role);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RoleFormValues>({ resolver, defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (role) {
        const body = changes(initial, values);
        if (Object.keys(body).length === 0) return;
        const saved = await update.mutateAsync({ params: { id: role.id }, body });
        reset(valuesOf(saved));
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: `Role ${saved.name} saved`,
            body:
              body.scopes && saved.usersCount > 0
                ? `Its ${saved.usersCount} user${saved.usersCount === 1 ? '' : 's'} got the new scopes at once.`
                : undefined,
          }),
        });
      } else {
        const created = await create.mutateAsync({
          body: {
            name: values.name,
            departmentId: values.departmentId as number,
            description: values.description,
            scopes: [...values.scopes].sort(),
          },
        });
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: `Role ${created.name} created`,
            body: `It grants ${created.scopes.length} scope${created.scopes.length === 1 ? '' : 's'}. Give it to users from the Users list or a user's page.`,
          }),
        });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['body'], [...FIELDS]));
    }
  });

  const noDepartments = canReadDepartments && departments.data?.length === 0;

  return (
    <FormPage
      title={editing ? role.name : 'New role'}
      subtitle={
        editing
          ? `${role.department?.name ?? 'No department'} · ${role.usersCount} user${role.usersCount === 1 ? '' : 's'}`
          : 'A role belongs to a department and grants its users permission scopes.'
      }
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={isSubmitting}
      submitDisabled={editing && !isDirty}
      submitLabel={readOnly ? null : editing ? 'Save changes' : 'Create role'}
      width={1040}
      actions={
        editing && canDelete && beyond.length === 0 ? (
          <DeleteButton
            size="small"
            blockedBy={role.usersCount ? 'Users hold this role: move them to another role first' : null}
            onClick={() => setConfirmDelete(true)}
          />
        ) : null
      }
    >
      {!canWrite ? (
        <Alert severity="info">You can view this role. Changing it needs the users:roles:update scope.</Alert>
      ) : beyond.length > 0 ? (
        <Alert severity="info">
          This role holds scopes you do not hold ({beyond.join(', ')}), so only an administrator or someone who holds
          them can change or delete it.
        </Alert>
      ) : null}
      {!editing && noDepartments ? (
        <Alert severity="warning">
          A role belongs to a department, and there is none yet.{' '}
          <Link component={RouterLink} to={administrationPaths.createDepartment()}>
            Create a department
          </Link>{' '}
          first.
        </Alert>
      ) : null}
      <FormSection title="Role" description="Its name is unique within its department.">
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Name"
              required
              autoFocus={!editing}
              disabled={readOnly}
              autoComplete="off"
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <Controller
              control={control}
              name="departmentId"
              render={({ field, fieldState }) => (
                <DepartmentSelect
                  required
                  value={field.value}
                  departments={departments.data}
                  loading={departments.isPending && canReadDepartments}
                  disabled={readOnly || !canReadDepartments}
                  fallbackName={role?.department?.name}
                  error={fieldState.error?.message ?? (departments.error ? errorMessage(departments.error) : undefined)}
                  helperText={
                    canReadDepartments || readOnly ? undefined : 'Listing departments needs users:departments:read.'
                  }
                  onChange={field.onChange}
                />
              )}
            />
          </Box>
          <TextField
            label="Description"
            multiline
            minRows={2}
            disabled={readOnly}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'What the people in this role do (optional).'}
          />
        </Stack>
      </FormSection>
      <FormSection
        wide
        title="Scopes"
        description={
          readOnly
            ? 'What the role grants its users.'
            : `${
                editing && role.usersCount > 0
                  ? `Saving applies the change to the role's ${role.usersCount} user${role.usersCount === 1 ? '' : 's'} at once; signed-in users see their menu change.`
                  : 'Tick a group to grant all of it, or pick single scopes. Filter to find one quickly.'
              }${isAdmin ? '' : ' You can grant only the scopes you hold yourself.'}`
        }
      >
        <Controller
          control={control}
          name="scopes"
          render={({ field, fieldState }) => (
            <ScopePicker
              catalogue={catalogue.data}
              value={field.value}
              onChange={field.onChange}
              readOnly={readOnly}
              grantable={grantable}
              error={fieldState.error?.message ?? (catalogue.error ? errorMessage(catalogue.error) : undefined)}
            />
          )}
        />
      </FormSection>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete this role?"
        confirmLabel="Delete role"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (!role) return;
          remove.mutate(
            { body: { id: role.id } },
            {
              onSuccess: () =>
                navigate(BACK.to, {
                  state: flashState({ severity: 'success', title: `Role ${role.name} was deleted` }),
                }),
              onError: (failure) => {
                setFormError(errorMessage(failure));
                setConfirmDelete(false);
              },
            },
          );
        }}
      >
        The role <strong>{role?.name}</strong> and its scopes are removed. This cannot be undone.
      </ConfirmDialog>
    </FormPage>
  );
}

export default function RoleFormPage() {
  const { roleId } = useParams();
  // A fresh form per record: its default values are read once.
  return (
    <FormRoute id={roleId} back={BACK} noSuch="There is no such role." query={roleQuery} sections={2}>
      {(role) => <RoleForm key={role?.id} role={role} />}
    </FormRoute>
  );
}
