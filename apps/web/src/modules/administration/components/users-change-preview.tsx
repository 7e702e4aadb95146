// The preview of a change to users' role, administrator flag or department (issue 35): the user form
// and the bulk "move to role" dialog place it; it asks only while something would change.
import { type PreviewUsersBody, previewUsers, type User } from '@backoffice/contract/modules/administration';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useCanCall } from '../../../core/use-can';
import { usePreviewUsers } from '../api/preview-users';
import type { UserFormValues } from '../lib/user-form';
import { PermissionPreviewPanel } from './permission-preview';

export function UsersChangePreview({ change, title }: { change: PreviewUsersBody | null; title?: string }) {
  const preview = usePreviewUsers(
    { body: change ?? { users: [] } },
    { enabled: change !== null && change.users.length > 0 },
  );
  if (!change?.users.length) return null;
  return (
    <PermissionPreviewPanel title={title} preview={preview.data} pending={preview.isFetching} error={preview.error} />
  );
}

/** The user form's preview: while the role, flag or department differ from the saved ones. */
export function UserAccessPreview({ form, user }: { form: UseFormReturn<UserFormValues>; user: User }) {
  const [roleId, isAdmin, departmentId] = useWatch({
    control: form.control,
    name: ['roleId', 'isAdmin', 'departmentId'],
  });
  const canPreview = useCanCall(previewUsers);
  const change: PreviewUsersBody = {
    users: [user.id],
    ...(roleId !== user.roleId ? { roleId } : {}),
    ...(isAdmin !== user.isAdmin ? { isAdmin } : {}),
    ...(departmentId !== user.departmentId ? { departmentId } : {}),
  };
  const changed = Object.keys(change).length > 1;
  if (!canPreview) return null;
  return <UsersChangePreview title="Before you save: what changes for this account" change={changed ? change : null} />;
}
