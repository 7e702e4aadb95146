import type { Comment } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { lazyPart } from '../../../core/lazy';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { type CommentTarget, callsOf, useDeleteComment } from '../api/comments';
import type { Person } from './comment-forms';

// The forms load when one is opened (react-hook-form stays out of the conversation's first paint).
const CommentComposer = lazyPart(() => import('./comment-forms').then((m) => m.CommentComposer));
const CommentEditor = lazyPart(() => import('./comment-forms').then((m) => m.CommentEditor));

interface Props {
  target: CommentTarget;
  comments: Comment[];
  /** People who may be notified of a new comment (the conversation's agents and reviewers). */
  people: Person[];
  /** The composer shows at once (notes) rather than behind "Comment". */
  open?: boolean;
  placeholder?: string;
}

/**
 * Comments (or notes) on one thing, with a composer; one's own can be edited or deleted. A reader who may
 * not write them (a v1 reader's `qa:chat:read`) sees them without the composer and the links.
 */
export function Comments({ target, comments, people, open = false, placeholder = 'Write a comment' }: Props) {
  const me = useSession((s) => s.user?.id);
  const remove = useDeleteComment();
  const calls = callsOf(target);
  const canWrite = useCanCall(calls.create);
  const canChange = useCanCall(calls.update);
  const [writing, setWriting] = useState(open);
  const [editing, setEditing] = useState<number | null>(null);
  const failed = (error: unknown) => notify({ level: 'error', title: 'Not saved', body: errorMessage(error) });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {comments.map((c) => (
        <Box key={c.id} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            {c.author.name} · {formatInstant(c.createdAt)}
            {c.updatedAt !== c.createdAt ? ' · edited' : ''}
          </Typography>
          {editing === c.id ? (
            <Suspense fallback={<CommentText content={c.content} />}>
              <CommentEditor target={target} comment={c} onDone={() => setEditing(null)} />
            </Suspense>
          ) : (
            <CommentText content={c.content} />
          )}
          {c.author.id === me && canChange && editing !== c.id ? (
            <Stack direction="row" spacing={1}>
              <Link component="button" type="button" variant="caption" onClick={() => setEditing(c.id)}>
                Edit
              </Link>
              <Link
                component="button"
                type="button"
                variant="caption"
                color="error"
                onClick={() => remove.mutate({ target, id: c.id }, { onError: failed })}
              >
                Delete
              </Link>
            </Stack>
          ) : null}
        </Box>
      ))}
      {!canWrite ? null : writing ? (
        <Suspense fallback={null}>
          <CommentComposer
            target={target}
            people={people.filter((p) => p.id !== me)}
            placeholder={placeholder}
            onDone={open ? undefined : () => setWriting(false)}
          />
        </Suspense>
      ) : (
        <Box>
          <Link component="button" type="button" variant="caption" onClick={() => setWriting(true)}>
            {target.note ? 'Add note' : comments.length ? 'Reply' : 'Comment'}
          </Link>
        </Box>
      )}
    </Stack>
  );
}

function CommentText({ content }: { content: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {content}
    </Typography>
  );
}
