import type { Comment } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { type CommentTarget, useAddComment, useDeleteComment, useEditComment } from '../api/comments';

export interface Person {
  id: number;
  name: string;
}

interface Props {
  target: CommentTarget;
  comments: Comment[];
  /** People who may be notified of a new comment (the conversation's agents and reviewers). */
  people: Person[];
  /** The composer shows at once (notes) rather than behind "Comment". */
  open?: boolean;
  placeholder?: string;
}

/** Comments (or notes) on one thing, with a composer; one's own can be edited or deleted. */
export function Comments({ target, comments, people, open = false, placeholder = 'Write a comment' }: Props) {
  const me = useSession((s) => s.user?.id);
  const add = useAddComment();
  const edit = useEditComment();
  const remove = useDeleteComment();
  const [writing, setWriting] = useState(open);
  const [text, setText] = useState('');
  const [notifyUsers, setNotifyUsers] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const failed = (error: unknown) => notify({ level: 'error', title: 'Not saved', body: errorMessage(error) });
  const others = people.filter((p) => p.id !== me);
  const submit = () => {
    if (!text.trim()) return;
    add.mutate(
      { target, body: { content: text.trim(), notifyUsers } },
      {
        onSuccess: () => {
          setText('');
          setNotifyUsers([]);
          setWriting(open);
        },
        onError: failed,
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {comments.map((c) => (
        <Box key={c.id} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            {c.author.name} · {formatInstant(c.createdAt)}
            {c.updatedAt !== c.createdAt ? ' · edited' : ''}
          </Typography>
          {editing?.id === c.id ? (
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <TextField
                size="small"
                fullWidth
                multiline
                value={editing.text}
                onChange={(e) => setEditing({ id: c.id, text: e.target.value })}
                slotProps={{ htmlInput: { 'aria-label': 'Edit comment' } }}
              />
              <Button
                size="small"
                onClick={() =>
                  edit.mutate(
                    { target, id: c.id, body: { content: editing.text, notifyUsers: c.notifyUsers } },
                    { onSuccess: () => setEditing(null), onError: failed },
                  )
                }
              >
                Save
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {c.content}
            </Typography>
          )}
          {c.author.id === me && editing?.id !== c.id ? (
            <Stack direction="row" spacing={1}>
              <Link
                component="button"
                type="button"
                variant="caption"
                onClick={() => setEditing({ id: c.id, text: c.content })}
              >
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
      {writing ? (
        <Box>
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={1}
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.stopPropagation();
                submit();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': placeholder, maxLength: 5000 } }}
          />
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {others.length ? (
              <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
                Notify:
              </Typography>
            ) : null}
            {others.map((p) => {
              const on = notifyUsers.includes(p.id);
              return (
                <Chip
                  key={p.id}
                  size="small"
                  label={p.name}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => setNotifyUsers(on ? notifyUsers.filter((id) => id !== p.id) : [...notifyUsers, p.id])}
                />
              );
            })}
            <Box sx={{ flex: 1 }} />
            {!open ? (
              <Button size="small" color="inherit" onClick={() => setWriting(false)}>
                Cancel
              </Button>
            ) : null}
            <Button size="small" variant="outlined" disabled={!text.trim() || add.isPending} onClick={submit}>
              {target.note ? 'Add note' : 'Comment'}
            </Button>
          </Stack>
        </Box>
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
