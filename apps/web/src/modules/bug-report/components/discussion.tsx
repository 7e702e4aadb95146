// A report's discussion (comments, everyone who reads the report) and its notes (staff-internal: only for who
// may read them; the server decides, and the tab is not shown to a reader the notes call refuses). Oldest
// first like a thread, paged, with a composer for who may write.
import { type Report, type ReportEntry, type ReportKind, textBody } from '@backoffice/contract/modules/bug-report';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../core/api';
import { useCan } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { RelativeTime } from '../../../ui/relative-time';
import { UserAvatar } from '../../../ui/user-avatar';
import { entriesApi } from '../api/entries';
import { kindScopes } from '../lib/kind';

const TAKE = 20;
type Which = 'comments' | 'notes';

/** Notes are shown to holders of the notes scope whose report counts them (the server counts them for those only). */
function useMayReadNotes(kind: ReportKind, report: Report) {
  return useCan(kindScopes(kind).notesRead) && report.noteCount !== null;
}

export function Discussion({ kind, report }: { kind: ReportKind; report: Report }) {
  const [which, setWhich] = useState<Which>('comments');
  const [notesRefused, setNotesRefused] = useState(false);
  const notesShown = useMayReadNotes(kind, report) && !notesRefused;
  const shown: Which = notesShown ? which : 'comments';
  return (
    <Card variant="outlined" component="section" aria-label="Discussion">
      <CardContent>
        <Tabs value={shown} onChange={(_, next: Which) => setWhich(next)} sx={{ mb: 2 }}>
          <Tab value="comments" label={`Comments (${report.commentCount})`} />
          {notesShown ? (
            <Tab
              value="notes"
              icon={<LockOutlined fontSize="small" />}
              iconPosition="start"
              label={`Notes (${report.noteCount ?? 0})`}
              sx={{ minHeight: 48 }}
            />
          ) : null}
        </Tabs>
        {shown === 'comments' ? (
          <Entries key="comments" kind={kind} report={report} which="comments" />
        ) : (
          <Entries key="notes" kind={kind} report={report} which="notes" onRefused={() => setNotesRefused(true)} />
        )}
      </CardContent>
    </Card>
  );
}

function Entries({
  kind,
  report,
  which,
  onRefused,
}: {
  kind: ReportKind;
  report: Report;
  which: Which;
  onRefused?: () => void;
}) {
  const [page, setPage] = useState(1);
  const api = entriesApi[kind];
  const list = (which === 'comments' ? api.comments : api.notes).use({
    params: { id: report.id },
    query: { page, take: TAKE, desc: 'false' },
  });
  const error = list.error;
  // A refusal of the notes (the scope taken away meanwhile) hides the tab rather than showing an error.
  const refused = which === 'notes' && error instanceof ApiRequestError && [403, 404].includes(error.status);
  useEffect(() => {
    if (refused) onRefused?.();
  }, [refused, onRefused]);
  if (refused) return null;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TAKE)) : 1;
  return (
    <Stack spacing={2}>
      {which === 'notes' ? (
        <Alert severity="info" icon={<LockOutlined fontSize="small" />} sx={{ py: 0 }}>
          Notes are staff-internal: the reporter and other readers do not see them, and nobody is notified.
        </Alert>
      ) : null}
      <ErrorAlert error={error} />
      {list.data?.items.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', py: 1 }}>
          <ChatBubbleOutline fontSize="small" />
          <Typography variant="body2">
            {which === 'comments' ? 'No comments yet. Watchers hear of every comment.' : 'No notes yet.'}
          </Typography>
        </Stack>
      ) : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={which}>
        {list.data?.items.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </Stack>
      {pages > 1 ? <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" /> : null}
      <Composer
        kind={kind}
        report={report}
        which={which}
        onSent={() => list.data && setPage(pagesAfterOne(list.data.total))}
      />
    </Stack>
  );
}

const pagesAfterOne = (total: number) => Math.max(1, Math.ceil((total + 1) / TAKE));

function EntryRow({ entry }: { entry: ReportEntry }) {
  const name = entry.author?.name ?? 'Someone no longer here';
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <UserAvatar username={name} size={32} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle2" component="span">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <RelativeTime iso={entry.createdAt} />
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.body}
        </Typography>
      </Box>
    </Stack>
  );
}

function Composer({
  kind,
  report,
  which,
  onSent,
}: {
  kind: ReportKind;
  report: Report;
  which: Which;
  onSent: () => void;
}) {
  const scopes = kindScopes(kind);
  const may = useCan(which === 'comments' ? scopes.comment : scopes.notesCreate);
  const api = entriesApi[kind];
  const comment = api.useComment();
  const note = api.useNote();
  const { form, onSubmit, formError, pending } = useRecordForm<{ body: string }>({
    schema: textBody,
    defaultValues: { body: '' },
    submit: (values) =>
      (which === 'comments' ? comment : note).mutateAsync({ params: { id: report.id }, body: values }),
    onSaved: () => {
      form.reset({ body: '' });
      onSent();
    },
  });
  if (!may) return null;
  if (report.deletedAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        Restore the report to write in it.
      </Typography>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={which === 'comments' ? 'New comment' : 'New note'}>
      <Stack spacing={1}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField
          control={form.control}
          name="body"
          label={which === 'comments' ? 'Comment' : 'Note'}
          placeholder={
            which === 'comments' ? 'Write a comment; watchers are told.' : 'Only staff with the notes scope see this.'
          }
          multiline
          minRows={3}
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {which === 'comments' ? 'Comment' : 'Add note'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
