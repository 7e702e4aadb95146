import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId } from 'react';
import { messages } from '../../../core/messages';

// Fetched only when someone opens the full-size view.
const FilePreview = lazy(() => import('../../../ui/file-preview').then((m) => ({ default: m.FilePreview })));

interface Props {
  open: boolean;
  onClose: () => void;
  /** The picture: the file just picked, or the stored one's address; null while closed. */
  source: File | string | null;
  name: string;
}

/** The profile picture full size. */
export function PictureDialog({ open, onClose, source, name }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Your picture</DialogTitle>
      <DialogContent>
        {source ? (
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <FilePreview source={source} name={name} height={420} />
          </Suspense>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
