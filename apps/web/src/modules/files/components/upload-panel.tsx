import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UploadProgress } from '../../../ui/upload-progress';
import type { QueuedUpload } from '../lib/uploads';

const OUTCOME: Partial<Record<QueuedUpload['status'], string>> = {
  waiting: 'Waiting…',
  done: 'Uploaded',
  cancelled: 'Cancelled',
};

/** The uploads of this visit: each file's progress with its cancel, then its outcome. */
export function UploadPanel({
  items,
  onCancel,
  onClear,
}: {
  items: readonly QueuedUpload[];
  onCancel: (key: number) => void;
  onClear: () => void;
}) {
  if (!items.length) return null;
  const busy = items.filter((i) => i.status === 'uploading' || i.status === 'waiting').length;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} aria-label="Uploads">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {busy ? `Uploading ${busy} file${busy === 1 ? '' : 's'}` : 'Uploads finished'}
        </Typography>
        {busy < items.length ? (
          <Button size="small" onClick={onClear}>
            Clear finished
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {items.map((item) =>
          item.status === 'uploading' ? (
            <UploadProgress
              key={item.key}
              fileName={item.name}
              progress={item.progress}
              onCancel={() => onCancel(item.key)}
            />
          ) : (
            <Box
              key={item.key}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 28 }}
              data-testid="upload-outcome"
            >
              <Typography variant="caption" noWrap sx={{ flex: 1, minWidth: 0 }}>
                <b>{item.name}</b>
              </Typography>
              <Typography
                variant="caption"
                color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success.main' : 'text.secondary'}
                sx={{ maxWidth: '60%' }}
              >
                {item.status === 'failed' ? item.error : OUTCOME[item.status]}
              </Typography>
              {item.status === 'waiting' ? (
                <Button size="small" onClick={() => onCancel(item.key)} aria-label={`Cancel upload of ${item.name}`}>
                  Cancel
                </Button>
              ) : null}
            </Box>
          ),
        )}
      </Box>
    </Paper>
  );
}
