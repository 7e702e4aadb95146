// A folder's content as a list or a grid: folders first, then files; each opens on click or Enter, has
// its actions in a menu, and the arrow keys move between them (Home, End; Delete and F2 act on the one
// focused). Files can be chosen for a delete of several at once.
import type { FileEntry, Folder } from '@backoffice/contract/modules/files';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { formatDay, localDate } from '../../../core/dates';
import { formatSize } from '../lib/format';

export type Entry = { kind: 'folder'; folder: Folder } | { kind: 'file'; file: FileEntry };
export type EntryAction = 'open' | 'download' | 'copyLink' | 'share' | 'rename' | 'move' | 'delete';

const keyOf = (e: Entry) => `${e.kind}-${e.kind === 'folder' ? e.folder.id : e.file.id}`;
export const nameOf = (e: Entry) => (e.kind === 'folder' ? e.folder.name : e.file.name);

function iconOf(entry: Entry, size: 'small' | 'large' = 'small') {
  if (entry.kind === 'folder') return <FolderOutlined fontSize={size} color="primary" />;
  const type = entry.file.contentType;
  if (type.startsWith('image/')) return <ImageOutlined fontSize={size} color="secondary" />;
  if (type === 'application/pdf') return <PictureAsPdfOutlined fontSize={size} color="error" />;
  return <InsertDriveFileOutlined fontSize={size} color="action" />;
}

function accessOf(entry: Entry): ReactNode {
  const item = entry.kind === 'folder' ? entry.folder : entry.file;
  const shared = item.sharedAccess ? (
    <Tooltip title={`Shared with you (${item.sharedAccess === 'write' ? 'can change' : 'can open'})`}>
      <PeopleOutlined sx={{ fontSize: 16 }} aria-label="Shared with you" />
    </Tooltip>
  ) : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, color: 'text.secondary', verticalAlign: 'middle' }}>
      {item.effectivePrivate ? (
        <Tooltip title="Private">
          <LockOutlined sx={{ fontSize: 16 }} aria-label="Private" />
        </Tooltip>
      ) : (
        <Tooltip title="Public to everyone who reads files">
          <PublicOutlined sx={{ fontSize: 16 }} aria-label="Public" />
        </Tooltip>
      )}
      {shared}
    </Box>
  );
}

function actionsOf(entry: Entry): { action: EntryAction; label: string }[] {
  const item = entry.kind === 'folder' ? entry.folder : entry.file;
  return [
    { action: 'open' as const, label: entry.kind === 'folder' ? 'Open' : 'Preview' },
    ...(entry.kind === 'file'
      ? [
          { action: 'download' as const, label: 'Download' },
          { action: 'copyLink' as const, label: 'Copy link' },
        ]
      : []),
    ...(item.canShare ? [{ action: 'share' as const, label: 'Share…' }] : []),
    ...(item.canWrite
      ? [
          { action: 'rename' as const, label: 'Rename…' },
          { action: 'move' as const, label: 'Move to…' },
        ]
      : []),
    ...(item.canDelete ? [{ action: 'delete' as const, label: 'Delete…' }] : []),
  ];
}

interface Props {
  entries: readonly Entry[];
  view: 'list' | 'grid';
  selected: ReadonlySet<number>;
  onSelect: (fileId: number, selected: boolean) => void;
  onAction: (action: EntryAction, entry: Entry) => void;
  /** Backspace: up one folder. */
  onUp?: () => void;
}

export function EntriesView({ entries, view, selected, onSelect, onAction, onUp }: Props) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; entry: Entry } | null>(null);
  const columns = () => {
    if (view === 'list') return 1;
    const first = refs.current[0];
    const parent = first?.parentElement;
    if (!first || !parent) return 1;
    return Math.max(1, Math.round(parent.clientWidth / (first.offsetWidth || 1)));
  };
  const focus = (index: number) => {
    const next = Math.max(0, Math.min(entries.length - 1, index));
    setFocused(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number, entry: Entry) => {
    if (event.target !== event.currentTarget) return;
    const step = columns();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(index + step),
      ArrowUp: () => focus(index - step),
      ArrowRight: () => view === 'grid' && focus(index + 1),
      ArrowLeft: () => view === 'grid' && focus(index - 1),
      Home: () => focus(0),
      End: () => focus(entries.length - 1),
      Enter: () => onAction('open', entry),
      Delete: () => actionsOf(entry).some((a) => a.action === 'delete') && onAction('delete', entry),
      F2: () => actionsOf(entry).some((a) => a.action === 'rename') && onAction('rename', entry),
      Backspace: () => onUp?.(),
      ' ': () => entry.kind === 'file' && onSelect(entry.file.id, !selected.has(entry.file.id)),
    };
    const act = keys[event.key];
    if (act) {
      event.preventDefault();
      act();
    }
  };

  const more = (entry: Entry) => (
    <IconButton
      size="small"
      aria-label={`Actions for ${nameOf(entry)}`}
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        setMenu({ anchor: event.currentTarget, entry });
      }}
    >
      <MoreVert fontSize="small" />
    </IconButton>
  );

  const item = (entry: Entry, index: number) => {
    const key = keyOf(entry);
    const common = {
      ref: (el: HTMLElement | null) => {
        refs.current[index] = el;
      },
      tabIndex: index === focused ? 0 : -1,
      role: 'row',
      'aria-label': nameOf(entry),
      'data-testid': 'entry',
      onFocus: () => setFocused(index),
      onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index, entry),
      onDoubleClick: () => onAction('open', entry),
      onClick: () => onAction('open', entry),
    };
    const checkbox =
      entry.kind === 'file' ? (
        <Checkbox
          size="small"
          tabIndex={-1}
          checked={selected.has(entry.file.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={(_, checked) => onSelect(entry.file.id, checked)}
          slotProps={{ input: { 'aria-label': `Choose ${entry.file.name}` } }}
        />
      ) : (
        <Box sx={{ width: 38 }} />
      );
    if (view === 'grid') {
      return (
        <Paper
          key={key}
          variant="outlined"
          {...common}
          sx={{
            p: 1.5,
            cursor: 'pointer',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minWidth: 0,
            outlineOffset: 2,
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mx: -1, mt: -1 }}>
            {checkbox}
            {more(entry)}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1, '& svg': { fontSize: 48 } }}>
            {iconOf(entry, 'large')}
          </Box>
          <Typography variant="body2" noWrap title={nameOf(entry)} sx={{ fontWeight: 500 }}>
            {nameOf(entry)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {entry.kind === 'file' ? formatSize(entry.file.size) : 'Folder'} {accessOf(entry)}
          </Typography>
        </Paper>
      );
    }
    const owner = entry.kind === 'folder' ? entry.folder.ownerName : entry.file.ownerName;
    const changed = entry.kind === 'folder' ? entry.folder.updatedAt : entry.file.updatedAt;
    return (
      <Box
        key={key}
        {...common}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '38px 28px minmax(0,1fr) auto 34px',
            md: '38px 28px minmax(0,1fr) 90px 160px 110px 34px',
          },
          alignItems: 'center',
          gap: 1,
          px: 0.5,
          minHeight: 44,
          borderBottom: 1,
          borderColor: 'divider',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 },
        }}
      >
        {checkbox}
        {iconOf(entry)}
        <Typography variant="body2" noWrap title={nameOf(entry)}>
          {nameOf(entry)} {accessOf(entry)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          {entry.kind === 'file' ? formatSize(entry.file.size) : '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
          {owner ?? '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
          {formatDay(localDate(new Date(changed)), { weekday: false })}
        </Typography>
        {more(entry)}
      </Box>
    );
  };

  return (
    <>
      {view === 'list' ? (
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: '38px 28px minmax(0,1fr) 90px 160px 110px 34px',
            gap: 1,
            px: 0.5,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            typography: 'caption',
          }}
          aria-hidden
        >
          <span />
          <span />
          <span>Name</span>
          <span style={{ textAlign: 'right' }}>Size</span>
          <span>Owner</span>
          <span>Changed</span>
          <span />
        </Box>
      ) : null}
      <Box
        role="grid"
        aria-label="Files and folders"
        sx={
          view === 'grid'
            ? { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }
            : { display: 'block' }
        }
      >
        {entries.map(item)}
      </Box>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu
          ? actionsOf(menu.entry).map(({ action, label }) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setMenu(null);
                  onAction(action, menu.entry);
                }}
                sx={action === 'delete' ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={{ display: 'none' }} />
                {label}
              </MenuItem>
            ))
          : null}
      </Menu>
    </>
  );
}
