// The file manager's small forms: a new folder (its name and privacy), renaming a file or folder, and moving
// one into another folder (Google Drive's "Move to…").
import { createFolderBody, type Folder, updateFileBody, updateFolderBody } from '@backoffice/contract/modules/files';
import MenuItem from '@mui/material/MenuItem';
import { FormDialog } from '../../../ui/form-dialog';
import { FormSwitch } from '../../../ui/form-switch';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useUpdateFile } from '../api/files';
import { useCreateFolder, useFolders, useUpdateFolder } from '../api/folders';
import { buildTree, type TreeNode } from '../lib/tree';

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

export type MoveTarget = { kind: 'file' | 'folder'; id: number; name: string; folderId: number | null };

/**
 * The folders one may move into, in tree order with their depth: those one may write to, and for a folder
 * neither itself nor anything below it (the server refuses those too).
 */
export function moveDestinations(folders: readonly Folder[], target: MoveTarget) {
  const out: { id: number; name: string; depth: number }[] = [];
  const walk = (nodes: TreeNode[], depth: number) => {
    for (const node of [...nodes].sort((a, b) => a.folder.name.localeCompare(b.folder.name))) {
      if (target.kind === 'folder' && node.folder.id === target.id) continue;
      if (node.folder.canWrite) out.push({ id: node.folder.id, name: node.folder.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(buildTree(folders), 0);
  return out;
}

export function MoveDialog({ target, onClose }: { target: MoveTarget; onClose: (moved?: string) => void }) {
  const folders = useFolders();
  const moveFile = useUpdateFile();
  const moveFolder = useUpdateFolder();
  const field = target.kind === 'file' ? 'folderId' : 'parentId';
  const { form, onSubmit, formError, pending } = useRecordForm<{ destination: number | null }>({
    schema: target.kind === 'file' ? updateFileBody : updateFolderBody,
    prepare: (values) => ({ [field]: values.destination }),
    defaultValues: { destination: target.folderId },
    shownAs: { [field]: 'destination' },
    submit: ({ destination }) =>
      target.kind === 'file'
        ? moveFile.mutateAsync({ params: { id: target.id }, body: { folderId: destination } })
        : moveFolder.mutateAsync({ params: { id: target.id }, body: { parentId: destination } }),
    onSaved: (_saved, { destination }) => {
      const place =
        destination === null ? 'the top level' : `“${folders.data?.find((f) => f.id === destination)?.name}”`;
      onClose(`“${target.name}” moved to ${place}`);
    },
  });
  const destinations = moveDestinations(folders.data ?? [], target);
  return (
    <FormDialog
      open
      title={`Move “${target.name}”`}
      submitLabel="Move"
      error={formError}
      pending={pending}
      onClose={() => onClose()}
      onSubmit={onSubmit}
      width={400}
    >
      <FormNumberField
        control={form.control}
        name="destination"
        label="Move to"
        select
        fullWidth
        disabled={!folders.data}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText="Its sharing goes with it; a private folder keeps what is inside private."
      >
        <MenuItem value="">Top level</MenuItem>
        {destinations.map((d) => (
          <MenuItem key={d.id} value={d.id} sx={{ pl: 2 + d.depth * 2 }}>
            {d.name}
          </MenuItem>
        ))}
      </FormNumberField>
    </FormDialog>
  );
}
