import { fileKindsAccept } from '@backoffice/contract/files';
import type { SessionUser } from '@backoffice/contract/modules/auth';
import { PROFILE_IMAGE_KINDS, PROFILE_IMAGE_MAX_MB, type Profile } from '@backoffice/contract/modules/employees';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { UploadProgress } from '../../../ui/upload-progress';
import { UserAvatar } from '../../../ui/user-avatar';
import { KINDS, usePictureUpload } from '../lib/picture-upload';
import { PictureDialog } from './picture-dialog';

// Fetched only when someone opens the full-size view.
const _FilePreview = lazy(() => import('../../../ui/file-preview').then((m) => ({ default: m.FilePreview })));

/**
 * The profile picture: picked or dropped, it goes up at once with a progress bar (cancellable), is
 * shown full size on demand, and can be removed. The server checks the bytes (core/files).
 */
export function ProfileImageCard({ user, profile }: { user: SessionUser; profile: Profile }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [viewing, setViewing] = useState(false);
  const picture = usePictureUpload(user, profile);
  const { upload, file, progress, notice, shown, stored, uploading, pick, cancel } = picture;
  const remove = () => void picture.remove().finally(() => setConfirmRemove(false));

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
          <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
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
      {progress !== null && file ? (
        <Box sx={{ mt: 1.5 }}>
          <UploadProgress progress={progress} fileName={file.name} onCancel={cancel} />
        </Box>
      ) : null}

      <PictureDialog
        open={viewing}
        onClose={() => setViewing(false)}
        source={viewing ? (file ?? shown) : null}
        name={file?.name ?? 'Profile picture'}
      />
      <ConfirmDialog
        open={confirmRemove}
        title="Remove your picture?"
        confirmLabel="Remove picture"
        pending={upload.isPending}
        onConfirm={remove}
        onClose={() => setConfirmRemove(false)}
      >
        Colleagues see your initials instead. You can upload a picture again at any time.
      </ConfirmDialog>
    </Paper>
  );
}
