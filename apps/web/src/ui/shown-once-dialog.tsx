import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { notify } from '../core/notifications';

/**
 * A secret the server keeps no copy of (an integration key, a database user's password), shown this
 * once with a button to copy it; closed only by saying it has been stored.
 */
export function ShownOnceDialog({
  open,
  title,
  warning,
  value,
  testId,
  copiedTitle,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Why it must be copied now ("it is shown this once…"). */
  warning: string;
  value: string;
  testId: string;
  /** The notice once copied ("Key copied"). */
  copiedTitle: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} maxWidth={false} slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="code"
            data-testid={testId}
            sx={{
              fontFamily: 'monospace',
              fontSize: 14,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
          <Button
            startIcon={<ContentCopyOutlined />}
            onClick={() => {
              void navigator.clipboard?.writeText(value);
              notify({ level: 'success', title: copiedTitle });
            }}
          >
            Copy
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          I have stored it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
