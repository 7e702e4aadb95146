import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface Props {
  /** The fraction sent, 0..1 (`upload`'s `onProgress`); at 1 the server is still checking and storing. */
  progress: number;
  /** What goes up ("me.png"). */
  fileName: string;
  /** Offered while bytes are still going up. */
  onCancel?: () => void;
}

/** A file going up: its name, the percentage sent and a bar, then "Checking…" while the server stores it. */
export function UploadProgress({ progress, fileName, onCancel }: Props) {
  const sent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const sending = sent < 100;
  return (
    <Box data-testid="upload-progress" aria-live="polite" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28 }}>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {sending ? 'Uploading' : 'Checking'} <b>{fileName}</b>
          {sending ? '' : '…'}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {sent}%
        </Typography>
        {onCancel && sending ? (
          <Tooltip title="Cancel upload">
            <IconButton size="small" aria-label="Cancel upload" onClick={onCancel} sx={{ my: -0.5 }}>
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <LinearProgress
        variant={sending ? 'determinate' : 'indeterminate'}
        value={sent}
        aria-label={`Upload progress of ${fileName}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
