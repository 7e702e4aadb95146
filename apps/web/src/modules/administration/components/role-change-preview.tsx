// The role form's preview (issue 35): while the ticked scopes differ from the saved ones, what saving
// would change for the role's users. Its own component, so the role form only places it.
import type { Role } from '@backoffice/contract/modules/administration';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useDebounced } from '../../../core/use-debounced';
import { usePreviewRole } from '../api/preview-role';
import type { RoleFormValues } from '../lib/role-form';
import { PermissionPreviewPanel } from './permission-preview';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

export function RoleChangePreview({ form, role }: { form: UseFormReturn<RoleFormValues>; role: Role }) {
  const ticked = useWatch({ control: form.control, name: 'scopes' });
  const scopes = useDebounced([...ticked].sort(), 400);
  const changed = !sameSet(scopes, role.scopes);
  const preview = usePreviewRole({ params: { id: role.id }, body: { scopes } }, { enabled: changed });
  if (!changed) return null;
  return (
    <PermissionPreviewPanel
      title="Before you save: who gains and loses what"
      preview={preview.data}
      pending={preview.isFetching}
      error={preview.error}
    />
  );
}
