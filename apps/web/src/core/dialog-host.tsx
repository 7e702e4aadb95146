import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closeDialog, type DialogKind, type DialogRequest, dialogQueue } from './dialogs';
import { messages } from './messages';
import { useStore } from './store';

const icons: Record<DialogKind, typeof InfoOutlined> = {
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  info: InfoOutlined,
};

function GlobalDialog({ request }: { request: DialogRequest }) {
  const { key, kind, lines, onConfirm } = request;
  const Icon = icons[kind];
  const close = () => closeDialog(key);
  const titleId = `global-dialog-${key}`;

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      data-testid={`dialog-${kind}`}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: kind === 'error' ? 600 : 440 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Icon color={kind} />
        {messages.dialogTitle[kind]}
      </DialogTitle>
      <DialogContent>
        {kind === 'error' && lines.length > 1 ? (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {lines.map((line, i) => (
              // Lines may repeat; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <Typography component="li" key={i} variant="body2">
                {line}
              </Typography>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {lines.join('\n')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onConfirm ? (
          <>
            <Button onClick={close} color="inherit">
              {messages.cancel}
            </Button>
            <Button
              variant="contained"
              color={kind === 'error' ? 'error' : 'primary'}
              onClick={() => {
                close();
                onConfirm();
              }}
              autoFocus
            >
              {messages.confirm}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={close} autoFocus>
            {messages.close}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The root's success, error and info dialogs (spec §8), one at a time, oldest first. */
export default function DialogHost() {
  const first = useStore(dialogQueue, (queue) => queue[0]);
  return first ? <GlobalDialog key={first.key} request={first} /> : null;
}
