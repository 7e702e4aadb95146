import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ShiftDraft } from '../lib/shift-draft';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The unpublished changes of the week, with Discard and Publish (docs/shifts.md "Draft and publish"). */
export function DraftBar({
  draft,
  publishing,
  onDiscard,
  onPublish,
}: {
  draft: ShiftDraft;
  publishing: boolean;
  onDiscard: () => void;
  onPublish: () => void;
}) {
  const parts = [
    draft.give.size ? `${plural(draft.give.size, 'shift')} given` : '',
    draft.remove.size ? `${draft.remove.size} removed` : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onDiscard} disabled={publishing}>
            Discard
          </Button>
          <Button variant="contained" size="small" onClick={onPublish} loading={publishing}>
            Publish
          </Button>
        </Stack>
      }
    >
      Not published: {parts.join(', ')}. Nobody is told until you publish; then each person once.
    </Alert>
  );
}
