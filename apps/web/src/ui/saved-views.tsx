import { createView, createViewBody, deleteView, listViews, type SavedView } from '@backoffice/contract/modules/views';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../core/api';
import { endpointMutation, endpointQuery } from '../core/endpoint-query';
import { notify } from '../core/notifications';
import { useCurrentUser } from '../core/session';
import { FormDialog } from './form-dialog';
import { FormSwitch } from './form-switch';
import { FormTextField } from './form-text-field';
import { useRecordForm } from './record-form';

const viewsQuery = endpointQuery(listViews);
const useCreateView = endpointMutation(createView, { invalidates: [listViews] });
const useDeleteView = endpointMutation(deleteView, { invalidates: [listViews] });

/** The filters of the address, as a view keeps them: the page is where one is, not what one filters. */
export function filtersOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

type Values = { name: string; shared: boolean };

function SaveViewDialog({ screen, query, onClose }: { screen: string; query: string; onClose: () => void }) {
  const save = useCreateView();
  const { form, onSubmit, formError, pending } = useRecordForm<Values, SavedView>({
    schema: createViewBody,
    prepare: (values) => ({ ...values, screen, query }),
    defaultValues: { name: '', shared: false },
    submit: (values) => save.mutateAsync({ body: { ...values, screen, query } }),
    onSaved: (view) => {
      notify({ level: 'success', title: 'View saved', body: view.name });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="Save this view"
      submitLabel="Save view"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={pending}
      error={formError}
      width={400}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus fullWidth />
      <FormSwitch control={form.control} name="shared" label="Share with everyone who can open this screen" />
    </FormDialog>
  );
}

/**
 * Saved views of a list (docs/ui.md "Saved views"): the filters in the address under a name, the
 * person's own or shared. Picking one opens the list with its filters; the current filters can be saved.
 */
export function SavedViews() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const views = viewsQuery.use({ query: { screen: pathname } });
  const remove = useDeleteView();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const current = filtersOf(search);
  const list = views.data ?? [];
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkBorderOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Views{list.length ? ` (${list.length})` : ''}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {list.map((view) => (
          <MenuItem
            key={view.id}
            selected={view.query === current}
            onClick={() => {
              close();
              navigate(`${pathname}${view.query ? `?${view.query}` : ''}`);
            }}
          >
            {view.shared ? (
              <ListItemIcon>
                <GroupOutlined fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText
              inset={!view.shared}
              primary={view.name}
              secondary={view.ownerId === me?.id ? undefined : `by ${view.ownerName}`}
            />
            {view.ownerId === me?.id || me?.isAdmin ? (
              <IconButton
                edge="end"
                size="small"
                aria-label={`Delete the view ${view.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  remove
                    .mutateAsync({ params: { id: view.id } })
                    .catch((error: unknown) =>
                      notify({ level: 'error', title: 'View not deleted', body: errorMessage(error) }),
                    );
                }}
                sx={{ ml: 1 }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            ) : null}
          </MenuItem>
        ))}
        {list.length ? <Divider /> : null}
        <MenuItem
          disabled={!current}
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          <ListItemText primary="Save current filters…" secondary={current ? undefined : 'Filter the list first'} />
        </MenuItem>
      </Menu>
      {saving ? <SaveViewDialog screen={pathname} query={current} onClose={() => setSaving(false)} /> : null}
    </>
  );
}
