// A report's files: pictures previewed (fetched with the session, lazily), others by name; each can be
// downloaded, and removed by who may edit the report; more can be added (dropped or picked) with the
// upload's progress.
import type { Report, ReportFile, ReportKind } from '@backoffice/contract/modules/bug-report';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { downloadStoredFile } from '../../../core/download';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FilePreview } from '../../../ui/file-preview';
import { RelativeTime } from '../../../ui/relative-time';
import { UploadProgress } from '../../../ui/upload-progress';
import { reportsApi } from '../api/reports';
import { formatBytes } from '../lib/files';
import { kindScopes } from '../lib/kind';
import { FileDrop } from './file-drop';

export function ReportFiles({ kind, report }: { kind: ReportKind; report: Report }) {
  const mayEdit = useCan(kindScopes(kind).update) && report.deletedAt === null;
  const [removing, setRemoving] = useState<ReportFile | null>(null);
  const [adding, setAdding] = useState(false);
  const api = reportsApi[kind];
  const remove = api.useDeleteFiles();
  return (
    <Card variant="outlined" component="section" aria-label="Files">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Files ({report.files.length})
          </Typography>
          {mayEdit && !adding ? (
            <Button size="small" startIcon={<AttachFileOutlined />} onClick={() => setAdding(true)}>
              Add files
            </Button>
          ) : null}
        </Stack>
        {adding ? <AddFiles kind={kind} report={report} onDone={() => setAdding(false)} /> : null}
        {report.files.length === 0 && !adding ? (
          <Typography variant="body2" color="text.secondary">
            No files.
          </Typography>
        ) : null}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {report.files.map((file) => (
            <Box
              component="li"
              key={file.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
            >
              {file.image ? <FilePreview source={file.link} name={file.name} height={160} /> : null}
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: file.image ? 1 : 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={file.name}>
                    {file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatBytes(file.size)} · <RelativeTime iso={file.createdAt} />
                    {file.uploadedBy ? ` · ${file.uploadedBy.name}` : ''}
                  </Typography>
                </Box>
                <Tooltip title="Download">
                  <IconButton
                    size="small"
                    aria-label={`Download ${file.name}`}
                    onClick={() =>
                      downloadStoredFile(file.link, file.name).catch((error: unknown) =>
                        notify({ level: 'error', title: 'Download failed', body: errorMessage(error) }),
                      )
                    }
                  >
                    <DownloadOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                {mayEdit ? (
                  <Tooltip title="Remove">
                    <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => setRemoving(file)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
            </Box>
          ))}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'the file'}?`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { params: { id: report.id }, query: { ids: [removing.id] } },
            {
              onSuccess: () => setRemoving(null),
              onError: (error) => {
                setRemoving(null);
                notify({ level: 'error', title: 'The file was not removed', body: errorMessage(error) });
              },
            },
          )
        }
      >
        It is deleted for good; nobody can open it any more.
      </ConfirmDialog>
    </Card>
  );
}

function AddFiles({ kind, report, onDone }: { kind: ReportKind; report: Report; onDone: () => void }) {
  const api = reportsApi[kind];
  const config = api.fileConfig.use();
  const add = api.useAddFiles();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const send = async () => {
    cancel.current = new AbortController();
    setProgress(0);
    try {
      await add.mutateAsync({ id: report.id, files, onProgress: setProgress, signal: cancel.current.signal });
      onDone();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notify({ level: 'error', title: 'The files were not added', body: errorMessage(error) });
      }
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <FileDrop
        files={files}
        onChange={setFiles}
        config={config.data}
        already={report.files.length}
        disabled={progress !== null}
      />
      {progress !== null ? (
        <UploadProgress
          progress={progress}
          fileName={files.length === 1 ? files[0]!.name : `${files.length} files`}
          onCancel={() => cancel.current?.abort()}
        />
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={!files.length || progress !== null} onClick={send}>
          Upload {files.length ? `${files.length} file${files.length === 1 ? '' : 's'}` : ''}
        </Button>
        <Button size="small" color="inherit" onClick={onDone} disabled={progress !== null}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
