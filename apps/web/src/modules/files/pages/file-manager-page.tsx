// The internal file manager (spec §2 "/ifm and /files-manager (plus folders)"; docs/files.md "Screens"): the
// folder tree beside a folder's content (list or grid), breadcrumbs, drag-and-drop upload of many files
// with per-file progress and cancel, preview, sharing, links, rename and delete, all by keyboard too.
import { type FileEntry, listFiles, uploadFiles } from '@backoffice/contract/modules/files';
import { filesScreens } from '@backoffice/contract/modules/files.paths';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { downloadStoredFile } from '../../../core/download';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useFile, useFiles } from '../api/files';
import { useFolder, useFolders } from '../api/folders';
import { DeleteFilesDialog, DeleteFolderDialog } from '../components/delete-dialogs';
import { EntriesView, type Entry, type EntryAction } from '../components/entries-view';
import { FolderTree } from '../components/folder-tree';
import { MoveDialog, type MoveTarget, NewFolderDialog, RenameDialog } from '../components/name-dialogs';
import { PreviewDialog } from '../components/preview-dialog';
import { ShareDialog, type ShareTarget } from '../components/share-dialog';
import { UploadPanel } from '../components/upload-panel';
import { shareableLink } from '../lib/format';
import { useUploadQueue } from '../lib/uploads';
import { filesPaths } from '../paths';

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'share'; target: ShareTarget }
  | { kind: 'rename'; target: { kind: 'file' | 'folder'; id: number; name: string } }
  | { kind: 'move'; target: MoveTarget }
  | { kind: 'deleteFolder'; folder: { id: number; name: string } }
  | { kind: 'deleteFiles'; files: Pick<FileEntry, 'id' | 'name'>[] };

export default function FileManagerPage() {
  const params = useParams();
  const shared = useMatch(filesScreens.shared.pattern) !== null;
  const folderId = params.folderId ? Number(params.folderId) : null;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams([50, 100]);
  const view = searchParams.get('view') === 'grid' ? 'grid' : 'list';
  const canRead = useCanCall(listFiles);
  const canUpload = useCanCall(uploadFiles);

  const folders = useFolders(undefined, { enabled: canRead });
  const folder = useFolder({ params: { id: folderId ?? 0 } }, { enabled: canRead && folderId !== null });
  const files = useFiles(
    {
      query: {
        ...(folderId !== null ? { folderId } : {}),
        ...(shared ? { shared: 'true' as const } : {}),
        ...(list.search ? { search: list.search } : {}),
        page: list.page,
        take: list.take,
      },
    },
    { enabled: canRead },
  );
  const openFileId = Number(searchParams.get('file')) || null;
  const linked = useFile({ params: { id: openFileId ?? 0 } }, { enabled: openFileId !== null });

  const uploads = useUploadQueue();
  const [privateUploads, setPrivateUploads] = useState(true);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const here = folderId !== null ? folder.data : undefined;
  const writable = canUpload && (folderId === null ? !shared : Boolean(here?.canWrite));
  const inPrivate = Boolean(here?.effectivePrivate);

  const subfolders = useMemo(() => {
    if (list.search) return [];
    const all = folders.data ?? [];
    if (folderId !== null) return here?.folders ?? [];
    const seen = new Set(all.map((f) => f.id));
    return shared
      ? all.filter((f) => f.sharedAccess !== null && (f.parentId === null || !seen.has(f.parentId)))
      : all.filter((f) => f.parentId === null);
  }, [folders.data, folderId, here, shared, list.search]);
  const entries: Entry[] = [
    ...subfolders.map((f) => ({ kind: 'folder' as const, folder: f })),
    ...(files.data?.items ?? []).map((f) => ({ kind: 'file' as const, file: f })),
  ];

  const screenOf = (file: FileEntry) =>
    file.folderId !== null
      ? filesPaths.folder(file.folderId, { file: file.id })
      : filesPaths.manager({ file: file.id });
  const withParam = (name: string, value: string | null) => (p: URLSearchParams) => {
    if (value === null) p.delete(name);
    else p.set(name, value);
    return p;
  };
  const openFile = (file: FileEntry) => setSearchParams(withParam('file', String(file.id)));
  const closeFile = () => setSearchParams(withParam('file', null), { replace: true });

  const onAction = (action: EntryAction, entry: Entry) => {
    if (entry.kind === 'folder') {
      const f = entry.folder;
      if (action === 'open') navigate(filesPaths.folder(f.id));
      if (action === 'share') setDialog({ kind: 'share', target: { kind: 'folder', id: f.id, name: f.name } });
      if (action === 'rename') setDialog({ kind: 'rename', target: { kind: 'folder', id: f.id, name: f.name } });
      if (action === 'move') {
        setDialog({ kind: 'move', target: { kind: 'folder', id: f.id, name: f.name, folderId: f.parentId } });
      }
      if (action === 'delete') setDialog({ kind: 'deleteFolder', folder: f });
      return;
    }
    const file = entry.file;
    if (action === 'open') openFile(file);
    if (action === 'download') {
      downloadStoredFile(file.path, file.name).catch((error: unknown) =>
        notify({ level: 'error', title: 'Not downloaded', body: errorMessage(error) }),
      );
    }
    if (action === 'copyLink') {
      const link = shareableLink(window.location.origin, file, screenOf(file));
      void navigator.clipboard?.writeText(link).then(
        () =>
          notify({
            level: 'success',
            title: 'Link copied',
            body: file.effectivePrivate
              ? 'It opens the file for whoever may read it, once signed in.'
              : 'Anyone with it can download the file.',
          }),
        () => notify({ level: 'info', title: 'Copy this link', body: link }),
      );
    }
    if (action === 'share') setDialog({ kind: 'share', target: { kind: 'file', id: file.id, name: file.name } });
    if (action === 'rename') setDialog({ kind: 'rename', target: { kind: 'file', id: file.id, name: file.name } });
    if (action === 'move') {
      setDialog({ kind: 'move', target: { kind: 'file', id: file.id, name: file.name, folderId: file.folderId } });
    }
    if (action === 'delete') setDialog({ kind: 'deleteFiles', files: [file] });
  };

  const addFiles = (picked: FileList | null) => {
    if (!picked?.length || !writable) return;
    uploads.add([...picked], { folderId, isPrivate: privateUploads || inPrivate });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const title = shared ? 'Shared with me' : (here?.name ?? 'Internal Files Manager');
  const choose = (id: number, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = (files.data?.items ?? []).filter((f) => selected.has(f.id));

  if (!canRead) {
    return (
      <>
        <PageHeader title="Internal Files Manager" />
        <EmptyState
          icon={<UploadFileOutlined />}
          title="No access to files"
          description="Reading files needs the scope internal-file-manager:files:read: ask an administrator."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {writable ? (
              <>
                <Button startIcon={<CreateNewFolderOutlined />} onClick={() => setDialog({ kind: 'newFolder' })}>
                  New folder
                </Button>
                <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => picker.current?.click()}>
                  Upload
                </Button>
              </>
            ) : null}
          </Box>
        }
      />
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        onChange={(e) => {
          addFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: '240px minmax(0,1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            p: 1,
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 80,
            maxHeight: 'calc(100vh - 100px)',
            overflow: 'auto',
          }}
        >
          <FolderTree folders={folders.data ?? []} current={folderId} shared={shared} />
        </Paper>
        <Paper
          variant="outlined"
          onDragOver={(e) => {
            if (!writable) return;
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          data-testid="drop-zone"
          sx={{
            p: { xs: 1.5, sm: 2 },
            position: 'relative',
            minHeight: 320,
            ...(dragging ? { outline: 2, outlineStyle: 'dashed', outlineColor: 'primary.main' } : {}),
          }}
        >
          <Breadcrumbs aria-label="Where you are" sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
            <Link
              component={RouterLink}
              to={shared ? filesPaths.shared() : filesPaths.manager()}
              underline="hover"
              color="inherit"
            >
              {shared ? 'Shared with me' : 'All files'}
            </Link>
            {(here?.breadcrumbs ?? []).map((b) => (
              <Link key={b.id} component={RouterLink} to={filesPaths.folder(b.id)} underline="hover" color="inherit">
                {b.name}
              </Link>
            ))}
            {here ? <Typography color="text.primary">{here.name}</Typography> : null}
          </Breadcrumbs>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
            <SearchField label="Search files" placeholder="Search files" width={240} maxLength={200} />
            <Box sx={{ flex: 1 }} />
            {chosen.length ? (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setDialog({ kind: 'deleteFiles', files: chosen })}
              >
                Delete {chosen.length}
              </Button>
            ) : null}
            {writable ? (
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={privateUploads || inPrivate}
                    disabled={inPrivate}
                    onChange={(_, on) => setPrivateUploads(on)}
                  />
                }
                label="Private uploads"
                sx={{ mr: 0 }}
              />
            ) : null}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'list' | 'grid' | null) =>
                next && setSearchParams(withParam('view', next === 'grid' ? 'grid' : null), { replace: true })
              }
              aria-label="View"
            >
              <ToggleButton value="list" aria-label="List view">
                <ViewListOutlined fontSize="small" />
              </ToggleButton>
              <ToggleButton value="grid" aria-label="Grid view">
                <GridViewOutlined fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <UploadPanel items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clear} />
          <ErrorAlert error={folder.error ?? files.error ?? folders.error} />
          {entries.length ? (
            <EntriesView
              entries={entries}
              view={view}
              selected={selected}
              onSelect={choose}
              onAction={onAction}
              onUp={() =>
                folderId !== null && navigate(here?.parentId ? filesPaths.folder(here.parentId) : filesPaths.manager())
              }
            />
          ) : files.isPending ? null : (
            <EmptyState
              icon={<UploadFileOutlined />}
              title={list.search ? 'No file matches' : shared ? 'Nothing is shared with you yet' : 'No files here yet'}
              description={writable ? 'Drop files here, or use Upload.' : undefined}
            />
          )}
          <PagingFooter paging={list} data={files.data} hideWhenSinglePage />
          {dragging ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'action.selected',
                borderRadius: 1,
                pointerEvents: 'none',
              }}
            >
              <Typography variant="h6">Drop to upload to {here?.name ?? 'All files'}</Typography>
            </Box>
          ) : null}
        </Paper>
      </Box>
      {openFileId !== null && linked.data ? <PreviewDialog file={linked.data} onClose={closeFile} /> : null}
      {openFileId !== null && linked.error ? <ErrorAlert error={linked.error} /> : null}
      {dialog?.kind === 'newFolder' ? (
        <NewFolderDialog
          parentId={folderId}
          parentPrivate={inPrivate}
          onClose={(created) => {
            setDialog(null);
            if (created) notify({ level: 'success', title: `Folder “${created.name}” created` });
          }}
        />
      ) : null}
      {dialog?.kind === 'share' ? <ShareDialog target={dialog.target} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'rename' ? <RenameDialog target={dialog.target} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog
          target={dialog.target}
          onClose={(moved) => {
            setDialog(null);
            if (moved) notify({ level: 'success', title: moved });
          }}
        />
      ) : null}
      {dialog?.kind === 'deleteFolder' ? (
        <DeleteFolderDialog
          folder={dialog.folder}
          onClose={(deleted) => {
            setDialog(null);
            if (deleted && dialog.folder.id === folderId) {
              navigate(here?.parentId ? filesPaths.folder(here.parentId) : filesPaths.manager());
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'deleteFiles' ? (
        <DeleteFilesDialog
          files={dialog.files}
          onClose={(deleted) => {
            setDialog(null);
            if (deleted) setSelected(new Set());
          }}
        />
      ) : null}
    </>
  );
}
