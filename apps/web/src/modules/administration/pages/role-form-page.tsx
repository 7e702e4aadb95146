import {
  createRole,
  deleteRole,
  listDepartments,
  type Role,
  updateRole,
} from '@backoffice/contract/modules/administration';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCanCall, useScopesBeyondMine } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { countOf } from '../../../ui/list-table';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateRole } from '../api/create-role';
import { useAllDepartments } from '../api/get-departments';
import { roleQuery } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { DeleteRoleDialog } from '../components/delete-dialogs';
import { RoleChangePreview } from '../components/role-change-preview';
import { RoleSection, ScopesSection } from '../components/role-form-sections';
import { RoleSecondFactorSection } from '../components/second-factor-sections';
import { RoleSsoGroupsSection } from '../components/sso-groups-section';
import { ROLE_FIELDS, type RoleFormValues, roleChanges, roleFormSchema, roleFormValues } from '../lib/role-form';
import { administrationPaths } from '../paths';

const BACK = { to: administrationPaths.roles(), label: 'User Roles' };

export default function RoleFormPage() {
  const { roleId } = useParams();
  return (
    <FormRoute id={roleId} back={BACK} noSuch="There is no such role." query={roleQuery} sections={2}>
      {(role) => <RoleForm key={role?.id} role={role} />}
    </FormRoute>
  );
}

function RoleForm({ role }: { role?: Role }) {
  const navigate = useNavigate();
  const editing = role !== undefined;
  const canWrite = useCanCall(editing ? updateRole : createRole);
  const canDelete = useCanCall(deleteRole);
  const canReadDepartments = useCanCall(listDepartments);
  const departments = useAllDepartments({ enabled: canReadDepartments });
  const create = useCreateRole();
  const update = useUpdateRole();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const beyondMine = useScopesBeyondMine();
  // The granting rule (docs/administration.md): a role holding scopes beyond mine is not mine to
  // change or delete, and I may tick only scopes I hold myself.
  const beyond = role ? beyondMine(role.scopes) : [];
  const readOnly = !canWrite || beyond.length > 0;

  const initial = roleFormValues(role);
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<
    RoleFormValues,
    { saved: Role; scopesChanged: boolean } | null
  >({
    schema: roleFormSchema,
    defaultValues: initial,
    fields: ROLE_FIELDS,
    submit: async (values) => {
      if (!role) {
        const saved = await create.mutateAsync({
          body: {
            name: values.name,
            departmentId: values.departmentId as number,
            description: values.description,
            scopes: [...values.scopes].sort(),
          },
        });
        return { saved, scopesChanged: true };
      }
      const body = roleChanges(initial, values);
      // Nothing changed: nothing to send, and the form stays.
      if (Object.keys(body).length === 0) return null;
      const saved = await update.mutateAsync({ params: { id: role.id }, body });
      form.reset(roleFormValues(saved));
      return { saved, scopesChanged: body.scopes !== undefined };
    },
    onSaved: (outcome) => {
      if (!outcome) return;
      const { saved, scopesChanged } = outcome;
      navigate(BACK.to, {
        state: flashState(
          role
            ? {
                severity: 'success',
                title: `Role ${saved.name} saved`,
                body:
                  scopesChanged && saved.usersCount > 0
                    ? `Its ${countOf({ total: saved.usersCount }, 'user')} got the new scopes at once.`
                    : undefined,
              }
            : {
                severity: 'success',
                title: `Role ${saved.name} created`,
                body: `It grants ${countOf({ total: saved.scopes.length }, 'scope')}. Give it to users from the Users list or a user's page.`,
              },
        ),
      });
    },
  });
  const { isDirty } = form.formState;

  return (
    <FormPage
      title={editing ? role.name : 'New role'}
      subtitle={
        editing
          ? `${role.department?.name ?? 'No department'} · ${countOf({ total: role.usersCount }, 'user')}`
          : 'A role belongs to a department and grants its users permission scopes.'
      }
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitDisabled={editing && !isDirty}
      submitLabel={readOnly ? null : editing ? 'Save changes' : 'Create role'}
      width={1040}
      actions={
        editing && canDelete && beyond.length === 0 ? (
          <DeleteButton
            size="small"
            blockedBy={role.usersCount ? 'Users hold this role: move them to another role first' : null}
            onClick={() => setDeleting(role)}
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
      {!editing && canReadDepartments && departments.data?.length === 0 ? (
        <Alert severity="warning">
          A role belongs to a department, and there is none yet.{' '}
          <Link component={RouterLink} to={administrationPaths.createDepartment()}>
            Create a department
          </Link>{' '}
          first.
        </Alert>
      ) : null}
      <RoleSection form={form} role={role} readOnly={readOnly} />
      <ScopesSection form={form} role={role} readOnly={readOnly} />
      {editing && !readOnly ? <RoleChangePreview form={form} role={role} /> : null}
      {editing ? <RoleSecondFactorSection roleId={role.id} readOnly={readOnly} /> : null}
      {editing ? <RoleSsoGroupsSection roleId={role.id} readOnly={readOnly} /> : null}

      <DeleteRoleDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) =>
          navigate(BACK.to, { state: flashState({ severity: 'success', title: `Role ${deleted.name} was deleted` }) })
        }
        onFailed={(_, reason) => setFormError(reason)}
      />
    </FormPage>
  );
}
