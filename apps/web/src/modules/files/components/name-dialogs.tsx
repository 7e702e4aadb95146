// The file manager's small forms: a new folder (its name and privacy) and renaming a file or folder.
import { createFolderBody, updateFileBody, updateFolderBody } from '@backoffice/contract/modules/files';
import { FormDialog } from '../../../ui/form-dialog';
import { FormSwitch } from '../../../ui/form-switch';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useUpdateFile } from '../api/files';
import { useCreateFolder, useUpdateFolder } from '../api/folders';

export function NewFolderDialog({
  parentId,
  parentPrivate,
  onClose,
}: {
  parentId: number | null;
  parentPrivate: boolean;
  onClose: (created?: { id: number; name: string }) => void;
}) {
  const create = useCreateFolder();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string; isPrivate: boolean }>({
    schema: createFolderBody,
    defaultValues: { name: '', isPrivate: parentPrivate },
    prepare: (v) => ({ ...v, parentId }),
    submit: (values) => create.mutateAsync({ body: { ...values, parentId } }),
    onSaved: (saved) => onClose(saved as { id: number; name: string }),
  });
  return (
    <FormDialog
      open
      title="New folder"
      submitLabel="Create"
      error={formError}
      pending={pending}
      onClose={() => onClose()}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="Name" autoFocus required fullWidth />
      <FormSwitch
        control={form.control}
        name="isPrivate"
        label={
          parentPrivate
            ? 'Private (inside a private folder it is private anyway)'
            : 'Private: only you and those you share it with'
        }
        disabled={parentPrivate}
      />
    </FormDialog>
  );
}

export function RenameDialog({
  target,
  onClose,
}: {
  target: { kind: 'file' | 'folder'; id: number; name: string };
  onClose: () => void;
}) {
  const renameFile = useUpdateFile();
  const renameFolder = useUpdateFolder();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }>({
    schema: target.kind === 'file' ? updateFileBody : updateFolderBody,
    defaultValues: { name: target.name },
    submit: (values) =>
      target.kind === 'file'
        ? renameFile.mutateAsync({ params: { id: target.id }, body: values })
        : renameFolder.mutateAsync({ params: { id: target.id }, body: values }),
    onSaved: () => onClose(),
  });
  return (
    <FormDialog
      open
      title={`Rename ${target.kind}`}
      submitLabel="Rename"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="Name" autoFocus required fullWidth />
    </FormDialog>
  );
}
