import { fileKindsAccept, fileKindsLabel } from '@backoffice/contract/files';
import type { SessionUser } from '@backoffice/contract/modules/auth';
import {
  PROFILE_IMAGE_KINDS,
  PROFILE_IMAGE_MAX_MB,
  PROFILE_IMAGE_TYPES,
  type Profile,
} from '@backoffice/contract/modules/employees';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { messages } from '../../../core/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { UploadProgress } from '../../../ui/upload-progress';
import { UserAvatar } from '../../../ui/user-avatar';
import { useUploadProfile } from '../api/update-profile';

// Fetched only when someone opens the full-size view.
const FilePreview = lazy(() => import('../../../ui/file-preview').then((m) => ({ default: m.FilePreview })));

const ACCEPTED: readonly string[] = PROFILE_IMAGE_TYPES;
const KINDS = fileKindsLabel(PROFILE_IMAGE_KINDS);

/** What the browser can tell before sending; the server reads the bytes and decides. */
function checkImage(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return `Pick ${KINDS}.`;
  if (file.size > PROFILE_IMAGE_MAX_MB * 1024 * 1024) return `Pick an image of ${PROFILE_IMAGE_MAX_MB} MB or less.`;
  return null;
}

/** A chosen file as an address the <img> can show, released when it is no longer shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type Notice = { tone: 'info' | 'success' | 'error'; text: string } | null;

/**
 * The profile picture: picked or dropped, it goes up at once with a progress bar (cancellable), is
 * shown full size on demand, and can be removed. The server checks the bytes (core/files).
 */
export function ProfileImageCard({ user, profile }: { user: SessionUser; profile: Profile }) {
  const upload = useUploadProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  // The picture just picked: shown from the browser's copy while it goes up, and after.
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [dragging, setDragging] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [viewing, setViewing] = useState(false);
  const local = useObjectUrl(file);
  const stored = profile.personalDetails.image;
  const shown = local ?? stored;
  const uploading = progress !== null;
  const inputId = useId();

  useEffect(() => () => cancel.current?.abort(), []);

  const send = async (picked: File) => {
    const abort = new AbortController();
    cancel.current = abort;
    setFile(picked);
    setNotice(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        userId: user.id,
        data: {},
        image: picked,
        onProgress: setProgress,
        signal: abort.signal,
      });
      setNotice({ tone: 'success', text: 'Picture saved. Colleagues see it from now on.' });
    } catch (error) {
      setFile(null);
      if (error instanceof DOMException && error.name === 'AbortError') {
        setNotice({ tone: 'info', text: 'Upload cancelled; your picture is unchanged.' });
        return;
      }
      const detail =
        error instanceof ApiRequestError ? error.body.details?.find((d) => d.field === 'body.image') : null;
      setNotice({ tone: 'error', text: detail?.message ?? errorMessage(error) });
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };

  const pick = (picked: File | undefined) => {
    if (!picked || uploading) return;
    const problem = checkImage(picked);
    if (problem) setNotice({ tone: 'error', text: problem });
    else void send(picked);
  };

  const remove = async () => {
    try {
      await upload.mutateAsync({ userId: user.id, data: { removeImage: true } });
      setFile(null);
      setNotice({ tone: 'info', text: 'Picture removed; your initials show instead.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setConfirmRemove(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-labelledby={`${inputId}-title`} component="section">
      <Typography variant="subtitle2" component="h2" id={`${inputId}-title`}>
        Picture
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        Shown in the app bar and wherever colleagues see you.
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          pick(event.dataTransfer.files[0]);
        }}
        sx={{
          mt: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2.5,
          flexWrap: 'wrap',
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Box sx={{ position: 'relative' }} data-testid="profile-preview">
          <UserAvatar username={user.username} profileImage={shown} size={88} />
          {uploading ? (
            <Chip
              label="New"
              size="small"
              color="primary"
              sx={{ position: 'absolute', bottom: -6, left: '50%', transform: 'translateX(-50%)', height: 20 }}
            />
          ) : null}
        </Box>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <input
            ref={fileInput}
            type="file"
            accept={fileKindsAccept(PROFILE_IMAGE_KINDS)}
            hidden
            aria-label="Profile picture file"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => fileInput.current?.click()}
              disabled={uploading || upload.isPending}
            >
              {shown ? 'Change picture' : 'Upload picture'}
            </Button>
            {shown ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<ZoomInOutlined />}
                onClick={() => setViewing(true)}
                disabled={uploading}
              >
                View
              </Button>
            ) : null}
            {stored && !uploading ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlined />}
                onClick={() => setConfirmRemove(true)}
                disabled={upload.isPending}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
          <Typography
            variant="caption"
            component="p"
            color={notice?.tone === 'error' ? 'error' : notice?.tone === 'success' ? 'success.main' : 'text.secondary'}
            role={notice?.tone === 'error' ? 'alert' : 'status'}
            sx={{ mt: 1 }}
          >
            {notice?.text ??
              `${KINDS[0]!.toUpperCase()}${KINDS.slice(1)}, up to ${PROFILE_IMAGE_MAX_MB} MB. Drop a file here or pick one.`}
          </Typography>
        </Box>
      </Box>
      {uploading && file ? (
        <Box sx={{ mt: 1.5 }}>
          <UploadProgress progress={progress} fileName={file.name} onCancel={() => cancel.current?.abort()} />
        </Box>
      ) : null}

      <Dialog
        open={viewing}
        onClose={() => setViewing(false)}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
        aria-labelledby={`${inputId}-view`}
      >
        <DialogTitle id={`${inputId}-view`}>Your picture</DialogTitle>
        <DialogContent>
          {viewing && shown ? (
            <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
              <FilePreview source={file ?? shown} name={file?.name ?? 'Profile picture'} height={420} />
            </Suspense>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setViewing(false)}>{messages.close}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove your picture?"
        confirmLabel="Remove picture"
        pending={upload.isPending}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      >
        Colleagues see your initials instead. You can upload a picture again at any time.
      </ConfirmDialog>
    </Paper>
  );
}
