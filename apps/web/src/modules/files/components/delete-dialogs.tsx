// Asking before a delete: a folder says how much goes with it (the server counts everything below it),
// files say how many.
import type { FileEntry } from '@backoffice/contract/modules/files';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteFiles } from '../api/files';
import { useDeleteFolder, useFolder } from '../api/folders';
import { countWords } from '../lib/format';

export function DeleteFolderDialog({
  folder,
  onClose,
}: {
  folder: { id: number; name: string };
  onClose: (deleted: boolean) => void;
}) {
  const detail = useFolder({ params: { id: folder.id } });
  const remove = useDeleteFolder();
  const totals = detail.data;
  return (
    <ConfirmDialog
      open
      title={`Delete the folder “${folder.name}”?`}
      confirmLabel="Delete folder"
      tone="error"
      pending={remove.isPending || !totals}
      onClose={() => onClose(false)}
      onConfirm={() =>
        remove.mutate(
          { params: { id: folder.id } },
          {
            onSuccess: (done) => {
              notify({
                level: 'success',
                title: `Folder “${folder.name}” deleted`,
                body: `${countWords(done.deletedFiles, done.deletedFolders)} went with it.`,
              });
              onClose(true);
            },
            onError: (error) => notify({ level: 'error', title: 'Folder not deleted', body: errorMessage(error) }),
          },
        )
      }
    >
      <Typography data-testid="delete-folder-count">
        {totals
          ? totals.totalFiles + totals.totalFolders
            ? `${countWords(totals.totalFiles, totals.totalFolders)} will be deleted with it, for everyone. This cannot be undone.`
            : 'The folder is empty. This cannot be undone.'
          : 'Counting what is in it…'}
      </Typography>
    </ConfirmDialog>
  );
}

export function DeleteFilesDialog({
  files,
  onClose,
}: {
  files: readonly Pick<FileEntry, 'id' | 'name'>[];
  onClose: (deleted: boolean) => void;
}) {
  const remove = useDeleteFiles();
  const one = files.length === 1 ? files[0] : undefined;
  return (
    <ConfirmDialog
      open
      title={one ? `Delete “${one.name}”?` : `Delete ${files.length} files?`}
      confirmLabel="Delete"
      tone="error"
      pending={remove.isPending}
      onClose={() => onClose(false)}
      onConfirm={() =>
        remove.mutate(
          { query: { ids: files.map((f) => f.id) } },
          {
            onSuccess: (done) => {
              notify({ level: 'success', title: `${done.deleted} file${done.deleted === 1 ? '' : 's'} deleted` });
              onClose(true);
            },
            onError: (error) => notify({ level: 'error', title: 'Nothing was deleted', body: errorMessage(error) }),
          },
        )
      }
    >
      <Typography>
        {one ? 'The file' : 'They'} will be gone for everyone it was shared with. This cannot be undone.
      </Typography>
    </ConfirmDialog>
  );
}
