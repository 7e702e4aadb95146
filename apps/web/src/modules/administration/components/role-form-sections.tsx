import { listDepartments, type Role } from '@backoffice/contract/modules/administration';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../core/api';
import { DepartmentPicker } from '../../../core/lookups/pickers';
import { useCanCall, useIsAdmin, useScopesBeyondMine } from '../../../core/use-can';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { countOf } from '../../../ui/list-table';
import { useScopeCatalogue } from '../api/get-scopes';
import type { RoleFormValues } from '../lib/role-form';
import { FormPicker } from './form-picker';
import { ScopePicker } from './scope-picker';

interface Props {
  form: UseFormReturn<RoleFormValues>;
  role: Role | undefined;
  readOnly: boolean;
}

/** The role's name, department and description. */
export function RoleSection({ form, role, readOnly }: Props) {
  const { control } = form;
  const canReadDepartments = useCanCall(listDepartments);
  return (
    <FormSection title="Role" description="Its name is unique within its department.">
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            autoFocus={!role}
            disabled={readOnly}
            autoComplete="off"
          />
          <FormPicker
            picker={DepartmentPicker}
            control={control}
            name="departmentId"
            label="Department"
            required
            disabled={readOnly}
            fallbackLabel={role?.department?.name}
            helperText={
              canReadDepartments || readOnly ? undefined : 'Listing departments needs users:departments:read.'
            }
          />
        </Box>
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={2}
          disabled={readOnly}
          helperText="What the people in this role do (optional)."
        />
      </Stack>
    </FormSection>
  );
}

/** The scopes the role grants, as the catalogue's tree; only scopes the editor holds can be ticked. */
export function ScopesSection({ form, role, readOnly }: Props) {
  const catalogue = useScopeCatalogue();
  const isAdmin = useIsAdmin();
  const beyondMine = useScopesBeyondMine();
  const usersCount = role?.usersCount ?? 0;
  const description = readOnly
    ? 'What the role grants its users.'
    : `${
        usersCount > 0
          ? `Saving applies the change to the role's ${countOf({ total: usersCount }, 'user')} at once; signed-in users see their menu change.`
          : 'Tick a group to grant all of it, or pick single scopes. Filter to find one quickly.'
      }${isAdmin ? '' : ' You can grant only the scopes you hold yourself.'}`;
  return (
    <FormSection wide title="Scopes" description={description}>
      <Controller
        control={form.control}
        name="scopes"
        render={({ field, fieldState }) => (
          <ScopePicker
            catalogue={catalogue.data}
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            grantable={(scope) => beyondMine([scope]).length === 0}
            error={fieldState.error?.message ?? (catalogue.error ? errorMessage(catalogue.error) : undefined)}
          />
        )}
      />
    </FormSection>
  );
}
