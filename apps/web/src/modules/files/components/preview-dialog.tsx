import type { FileEntry } from '@backoffice/contract/modules/files';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '../../../core/api';
import { downloadStoredFile } from '../../../core/download';
import { notify } from '../../../core/notifications';
import { FilePreview } from '../../../ui/file-preview';
import { formatSize, previewable } from '../lib/format';

/** A file opened: pictures and PDFs shown, anything else named with its size; a download either way. */
export function PreviewDialog({ file, onClose }: { file: FileEntry; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="preview-title">
      <DialogTitle id="preview-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {file.name}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {previewable(file.contentType) ? (
          <FilePreview source={file.path} name={file.name} height={phone ? 420 : 520} />
        ) : (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No preview for this kind of file ({file.contentType}, {formatSize(file.size)}): download it to open it.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() =>
            downloadStoredFile(file.path, file.name).catch((error: unknown) =>
              notify({ level: 'error', title: errorMessage(error) }),
            )
          }
        >
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
