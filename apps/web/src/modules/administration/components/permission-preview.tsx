// What a role or user change would do, before it is saved (issue 35): scopes gained and lost, grouped
// as the scope tree, with the people and what each gained scope lets them do and needs.
import { scopeLabel } from '@backoffice/contract';
import type { PermissionPreview } from '@backoffice/contract/modules/administration';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../core/api';
import { mono } from '../../../ui/monospace';

type Entry = PermissionPreview['added'][number];

/** `dns:zone:read` → its service and resource labels ("DNS › DNS zones"), the tree's two levels above it. */
function groupOf(scope: string): string {
  const parts = scope.split(':');
  const service = scopeLabel(parts[0]!);
  return parts.length > 2 ? `${service} › ${scopeLabel(parts.slice(0, 2).join(':'))}` : service;
}

function grouped(entries: readonly Entry[]): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = groupOf(entry.scope);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const people = (users: Entry['users']) => users.map((u) => u.name || u.username);

function ScopeChange({ entry, gained }: { entry: Entry; gained: boolean }) {
  const missing = entry.needs.filter((n) => !n.held);
  return (
    <Box
      component="li"
      sx={{ py: 0.75, listStyle: 'none' }}
      data-testid={`preview-${gained ? 'added' : 'removed'}-${entry.scope}`}
    >
      <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.label}
        </Typography>
        <Typography component="span" sx={{ ...mono, fontSize: 12, color: 'text.secondary' }}>
          {entry.scope}
        </Typography>
      </Stack>
      {gained && entry.description ? (
        <Typography variant="body2" color="text.secondary">
          {entry.description}
        </Typography>
      ) : null}
      {entry.users.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5, alignSelf: 'center' }}>
            {gained ? 'Gained by' : 'Lost by'}
          </Typography>
          {people(entry.users).map((name, i) => (
            <Chip
              key={entry.users[i]!.id}
              size="small"
              label={name}
              color={gained ? 'success' : 'error'}
              variant="outlined"
            />
          ))}
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary">
          Nobody holds the role yet.
        </Typography>
      )}
      {missing.length ? (
        <Typography variant="caption" color="warning.main" component="div">
          Needs {missing.map((n) => n.label).join(', ')}, which they will not hold.
        </Typography>
      ) : null}
    </Box>
  );
}

function Side({ entries, gained }: { entries: readonly Entry[]; gained: boolean }) {
  if (!entries.length) return null;
  const Icon = gained ? AddCircleOutline : RemoveCircleOutline;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Icon fontSize="small" color={gained ? 'success' : 'error'} />
        <Typography variant="subtitle2">
          {gained ? 'Scopes gained' : 'Scopes lost'} ({entries.length})
        </Typography>
      </Stack>
      {grouped(entries).map(([group, list]) => (
        <Box key={group} sx={{ pl: { xs: 0, sm: 3.5 }, mb: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {group}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {list.map((entry) => (
              <ScopeChange key={entry.scope} entry={entry} gained={gained} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  preview: PermissionPreview | undefined;
  pending: boolean;
  error: unknown;
  /** What the change is, for the heading ("Before you save"). */
  title?: string;
}

/** The preview's panel: the refusal the save would meet, then the scopes gained and lost by whom. */
export function PermissionPreviewPanel({ preview, pending, error, title = 'What this change does' }: Props) {
  return (
    <Box
      aria-label="Change preview"
      role="region"
      aria-busy={pending}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {pending ? <LinearProgress sx={{ my: 1 }} /> : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {preview ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {preview.refusal ? (
            <Alert severity="warning" data-testid="preview-refusal">
              Saving will be refused: {preview.refusal}.
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary" data-testid="preview-summary">
            {preview.added.length + preview.removed.length === 0
              ? 'Nobody gains or loses a scope.'
              : preview.affected === 0
                ? 'Nobody gains or loses a scope now: nobody it reaches would notice.'
                : `${preview.affected} ${preview.affected === 1 ? 'person gains or loses' : 'people gain or lose'} scopes.`}
          </Typography>
          <Side entries={preview.removed} gained={false} />
          <Side entries={preview.added} gained />
        </Stack>
      ) : null}
    </Box>
  );
}
