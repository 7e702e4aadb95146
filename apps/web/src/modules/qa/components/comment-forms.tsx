// The two forms of a comment list: a new comment (or note) naming people to notify, and one's own
// comment reworded. Both are the contract's comment body.
import { type Comment, commentBody } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { type CommentTarget, useAddComment, useEditComment } from '../api/comments';

export interface Person {
  id: number;
  name: string;
}

interface CommentValues {
  content: string;
  notifyUsers: number[];
}

/** Ctrl+Enter sends, and only the comment: the scorecard around it must not take it as its submit. */
const sendOnCtrlEnter = (send: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.stopPropagation();
    send();
  }
};

export function CommentComposer({
  target,
  people,
  placeholder,
  onDone,
}: {
  target: CommentTarget;
  /** Who may be notified (the signed-in user left out). */
  people: Person[];
  placeholder: string;
  /** After a comment is kept, or on Cancel; left out, the composer stays (notes). */
  onDone?: (() => void) | undefined;
}) {
  const add = useAddComment();
  const { form, onSubmit, formError, pending } = useRecordForm<CommentValues>({
    schema: commentBody,
    defaultValues: { content: '', notifyUsers: [] },
    submit: (body) => add.mutateAsync({ target, body: { ...body, content: body.content.trim() } }),
    onSaved: () => {
      form.reset();
      onDone?.();
    },
  });
  const notifyUsers = useController({ control: form.control, name: 'notifyUsers' }).field;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <FormTextField
        control={form.control}
        name="content"
        size="small"
        fullWidth
        multiline
        minRows={1}
        placeholder={placeholder}
        onKeyDown={sendOnCtrlEnter(() => void onSubmit())}
        slotProps={{ htmlInput: { 'aria-label': placeholder, maxLength: 5000 } }}
      />
      {formError ? <FormHelperText error>{formError}</FormHelperText> : null}
      <Stack useFlexGap direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {people.length ? (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            Notify:
          </Typography>
        ) : null}
        {people.map((p) => {
          const on = notifyUsers.value.includes(p.id);
          return (
            <Chip
              key={p.id}
              size="small"
              label={p.name}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() =>
                notifyUsers.onChange(on ? notifyUsers.value.filter((id) => id !== p.id) : [...notifyUsers.value, p.id])
              }
            />
          );
        })}
        <Box sx={{ flex: 1 }} />
        {onDone ? (
          <Button size="small" color="inherit" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button size="small" variant="outlined" type="submit" loading={pending}>
          {target.note ? 'Add note' : 'Comment'}
        </Button>
      </Stack>
    </Box>
  );
}

export function CommentEditor({
  target,
  comment,
  onDone,
}: {
  target: CommentTarget;
  comment: Comment;
  onDone: () => void;
}) {
  const edit = useEditComment();
  const { form, onSubmit, formError, pending } = useRecordForm<CommentValues>({
    schema: commentBody,
    defaultValues: { content: comment.content, notifyUsers: comment.notifyUsers },
    submit: (body) => edit.mutateAsync({ target, id: comment.id, body: { ...body, content: body.content.trim() } }),
    onSaved: onDone,
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="content"
          size="small"
          fullWidth
          multiline
          autoFocus
          onKeyDown={sendOnCtrlEnter(() => void onSubmit())}
          slotProps={{ htmlInput: { 'aria-label': 'Edit comment', maxLength: 5000 } }}
        />
        <Button size="small" type="submit" loading={pending}>
          Save
        </Button>
      </Stack>
      {formError ? <FormHelperText error>{formError}</FormHelperText> : null}
    </Box>
  );
}
