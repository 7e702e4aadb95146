import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { notify } from '../../../core/notifications';

export interface ShownPassword {
  user: string;
  password: string;
}

/** A generated password, shown this once (the server keeps none), with a button to copy it. */
export function PasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  return (
    <Dialog
      open={shown !== null}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>The password of {shown?.user}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it is shown this once and kept nowhere. A new one can be generated on the user's page.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="code"
            data-testid="database-password"
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
            {shown?.password}
          </Typography>
          <Button
            startIcon={<ContentCopyOutlined />}
            onClick={() => {
              void navigator.clipboard?.writeText(shown?.password ?? '');
              notify({ level: 'success', title: 'Password copied' });
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
