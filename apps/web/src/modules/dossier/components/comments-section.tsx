// The QC comments of an agent's dossier, for the profile (/dossiers/{userId} and QC v1's /qc/dossiers/{userId}):
// chat and ticket comments, newest first, filtered by a review category chip, and a composer for who may
// comment (dossier:comment:create). docs/dossier.md "Comments".
import {
  type CommentKind,
  commentBody,
  createChatComment,
  type DossierComment,
  type ReviewCategory,
} from '@backoffice/contract/modules/dossier';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatInstant } from '../../../core/dates';
import { useCan, useCanCall } from '../../../core/use-can';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import {
  useChatComments,
  useCreateChatComment,
  useCreateTicketComment,
  useReviewCategories,
  useTicketComments,
} from '../api/comments';

const TAKE = 10;
const KIND_LABELS: Record<CommentKind, string> = { chat: 'Chat comments', ticket: 'Ticket comments' };

/** Only for who reads dossier comments: an agent without dossier:comment:read sees none about them. */
export function CommentsSection({ userId }: { userId: number }) {
  return useCan('dossier:comment:read') ? <Comments userId={userId} /> : null;
}

function Comments({ userId }: { userId: number }) {
  const [kind, setKind] = useState<CommentKind>('chat');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const canWrite = useCanCall(createChatComment);
  // The category names come with each comment; the chips and the composer's picker need the list.
  const canReadCategories = useCan('dossier:feedback:read');
  const categories = useReviewCategories(undefined, { enabled: canReadCategories }).data ?? [];
  const query = { query: { userId, categoryId, page, take: TAKE } };
  const chats = useChatComments(query, { enabled: kind === 'chat' });
  const tickets = useTicketComments(query, { enabled: kind === 'ticket' });
  const list = kind === 'chat' ? chats : tickets;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TAKE)) : 1;
  return (
    <Card variant="outlined" component="section" aria-label="QC comments">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          QC comments
        </Typography>
        <Tabs
          value={kind}
          onChange={(_, next: CommentKind) => {
            setKind(next);
            setPage(1);
          }}
          sx={{ mb: 1 }}
        >
          <Tab value="chat" label={KIND_LABELS.chat} />
          <Tab value="ticket" label={KIND_LABELS.ticket} />
        </Tabs>
        {categories.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="Review category">
            <Chip
              label="All categories"
              color={categoryId === undefined ? 'primary' : 'default'}
              variant={categoryId === undefined ? 'filled' : 'outlined'}
              onClick={() => {
                setCategoryId(undefined);
                setPage(1);
              }}
            />
            {categories.map((c) => (
              <Chip
                key={c.id}
                label={c.name}
                color={categoryId === c.id ? 'primary' : 'default'}
                variant={categoryId === c.id ? 'filled' : 'outlined'}
                onClick={() => {
                  setCategoryId(c.id);
                  setPage(1);
                }}
              />
            ))}
          </Stack>
        ) : null}
        {canWrite ? <CommentComposer userId={userId} kind={kind} categories={categories} /> : null}
        <ErrorAlert error={list.error} />
        {list.data && list.data.items.length === 0 ? (
          <EmptyState
            icon={<CommentOutlined />}
            title={categoryId === undefined ? `No ${kind} comments yet` : `No ${kind} comments in this category`}
          />
        ) : null}
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data?.items.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </Stack>
        {pages > 1 ? (
          <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" />
        ) : null}
      </CardContent>
    </Card>
  );
}

function CommentItem({ comment }: { comment: DossierComment }) {
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle2">{comment.authorName ?? 'Former user'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatInstant(comment.createdAt)}
        </Typography>
        {comment.categoryName ? <Chip size="small" label={comment.categoryName} /> : null}
        {comment.conversationId ? (
          <Typography variant="caption" color="text.secondary">
            {comment.kind === 'chat' ? 'Chat' : 'Ticket'} #{comment.conversationId}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {comment.content}
      </Typography>
    </Box>
  );
}

interface ComposerValues {
  categoryId: number | '';
  content: string;
}

function CommentComposer({
  userId,
  kind,
  categories,
}: {
  userId: number;
  kind: CommentKind;
  categories: readonly ReviewCategory[];
}) {
  const createChat = useCreateChatComment();
  const createTicket = useCreateTicketComment();
  const body = (v: ComposerValues) => ({
    userId,
    categoryId: v.categoryId === '' ? null : v.categoryId,
    content: v.content,
  });
  const { form, onSubmit, formError, pending } = useRecordForm<ComposerValues, DossierComment>({
    schema: commentBody,
    prepare: body,
    defaultValues: { categoryId: '', content: '' },
    submit: (values) => (kind === 'chat' ? createChat : createTicket).mutateAsync({ body: body(values) }),
    onSaved: () => form.reset({ categoryId: form.getValues('categoryId'), content: '' }),
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ mb: 2 }} aria-label="New comment">
      {formError ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="form-error">
          {formError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={form.control}
          name="content"
          label={kind === 'chat' ? 'Comment on chat work' : 'Comment on ticket work'}
          multiline
          minRows={2}
          sx={{ flex: 1 }}
        />
        {categories.length ? (
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <TextField
                select
                label="Review category"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                // Text fields are full width by default (theme): beside the comment, a fixed width.
                sx={{ width: { sm: 200 }, flexShrink: 0 }}
              >
                <MenuItem value="">None</MenuItem>
                {categories.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        <Button type="submit" variant="contained" loading={pending}>
          Add comment
        </Button>
      </Stack>
    </Box>
  );
}
