import Close from '@mui/icons-material/Close';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../core/session';
import { useDebounced } from '../../core/use-debounced';
import { visuallyHidden } from '../../ui/visually-hidden';
import { menuGroups, menuItems, moduleRoutes } from '../modules';
import {
  actionEntries,
  type Holder,
  hitPath,
  iconOf,
  matchScore,
  type PaletteEntry,
  type PaletteGroup,
  recordSources,
  screenEntries,
} from './entries';
import { Keys } from './kbd';
import { useModuleCommands } from './module-commands';
import { PaletteHints } from './palette-hints';
import { Option } from './palette-option';
import { MIN_RECORD_SEARCH, useRecordSearches } from './use-record-searches';

interface Props {
  open: boolean;
  onClose: () => void;
  /** "Keyboard shortcuts" from the palette: the sheet `?` opens. */
  onShowKeys: () => void;
}

/**
 * The command palette (Ctrl+K / ⌘K): one box that finds the screens of the side menu the user sees,
 * the modules' actions ("New leave request") and their records by search (users, servers, zones…),
 * grouped; ↑/↓ move, Enter opens, Esc closes (docs/ui.md "Command palette and keys"). Loaded on the
 * first Ctrl+K, never with the shell.
 */
export default function CommandPalette({ open, onClose, onShowKeys }: Props) {
  const user = useCurrentUser();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="command-palette-title"
      slotProps={{
        container: { sx: { alignItems: 'flex-start' } },
        paper: {
          sx: {
            width: 640,
            maxWidth: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' },
            mx: { xs: 1, sm: 2 },
            mt: { xs: 1, sm: '12vh' },
            maxHeight: { xs: 'calc(100% - 16px)', sm: '76vh' },
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Typography id="command-palette-title" component="h2" sx={visuallyHidden}>
        Command palette
      </Typography>
      {user ? <Palette user={user} onClose={onClose} onShowKeys={onShowKeys} /> : null}
    </Dialog>
  );
}

function Palette({ user, onClose, onShowKeys }: { user: Holder } & Omit<Props, 'open'>) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const search = text.trim();
  const settled = useDebounced(search, 250);
  const { groups, records } = usePaletteGroups(user, search, settled, onShowKeys);
  const entries = groups.flatMap((group) => group.entries);
  const searching =
    search.length >= MIN_RECORD_SEARCH && (settled !== search || records.results.some((r) => r.fetching));
  const failed = records.results.filter((r) => r.failed).map((r) => r.source.group);
  const current = Math.min(active, Math.max(entries.length - 1, 0));

  // A new search starts at the top; results that arrive later do not move the highlight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search resets it
  useEffect(() => setActive(0), [search]);

  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    if (entry.run) {
      entry.run();
      return;
    }
    onClose();
    if (entry.path) navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (entries.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + entries.length) % entries.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(entries[current]);
    }
  };

  let index = 0;
  const optionId = (at: number) => `${listId}-option-${at}`;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, flexShrink: 0 }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search or jump to…"
          sx={{ fontSize: 17, py: 1 }}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search screens, records and actions',
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': entries.length ? optionId(current) : undefined,
            maxLength: 100,
            spellCheck: false,
            autoComplete: 'off',
          }}
        />
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <Keys combo="Esc" />
        </Box>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          edge="end"
          size="small"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ height: 2, flexShrink: 0, bgcolor: 'divider' }}>
        {searching ? <LinearProgress aria-label="Searching" sx={{ height: 2 }} /> : null}
      </Box>
      <Box
        ref={list}
        id={listId}
        role="listbox"
        aria-label="Results"
        sx={{ overflowY: 'auto', py: 1, flex: '1 1 auto', minHeight: 0, maxHeight: { sm: 480 } }}
      >
        {groups.map((group) => (
          <Box key={group.label} role="group" aria-labelledby={`${listId}-${group.label}`} sx={{ mb: 0.5 }}>
            <Typography
              id={`${listId}-${group.label}`}
              variant="caption"
              component="div"
              color="text.secondary"
              sx={{ px: 2, pt: 1, pb: 0.5, fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase' }}
            >
              {group.label}
            </Typography>
            {group.entries.map((entry) => {
              const at = index++;
              return (
                <Option
                  key={entry.key}
                  id={optionId(at)}
                  index={at}
                  entry={entry}
                  search={search}
                  selected={at === current}
                  onHover={() => setActive(at)}
                  onChoose={() => choose(entry)}
                />
              );
            })}
          </Box>
        ))}
        {entries.length === 0 && !searching ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {search ? `Nothing matches “${search}”` : 'Nothing to go to'}
          </Typography>
        ) : null}
        {failed.length ? (
          <Typography variant="body2" color="error" role="status" sx={{ px: 2, py: 1 }}>
            {failed.join(', ')} could not be searched. Try again in a moment.
          </Typography>
        ) : null}
      </Box>
      <PaletteHints />
    </>
  );
}

/** The entries that match the search, by group: the screens, the actions, then each kind of record found. */
function usePaletteGroups(user: Holder, search: string, settled: string, onShowKeys: () => void) {
  const commands = useModuleCommands();
  const sources = useMemo(() => recordSources(commands ?? [], user), [commands, user]);
  const records = useRecordSearches(sources, settled, user);
  const groups: PaletteGroup[] = [
    { label: 'Screens', entries: screenEntries(menuGroups, user, search) },
    {
      label: 'Actions',
      entries: [
        ...actionEntries(commands ?? [], moduleRoutes, menuItems, user, search),
        ...(matchScore(search, 'Keyboard shortcuts', 'keys help') === null
          ? []
          : [{ key: 'keys', label: 'Keyboard shortcuts', run: onShowKeys, icon: KeyboardOutlined }]),
      ],
    },
    ...records.results.map(({ source, hits }) => ({
      label: source.group,
      entries: hits.flatMap((hit) => {
        const path = hitPath(hit, moduleRoutes, user);
        return path
          ? [
              {
                key: `${source.group}:${hit.id}`,
                label: hit.label,
                detail: hit.detail,
                path,
                icon: iconOf(path, menuItems),
              },
            ]
          : [];
      }),
    })),
  ].filter((group) => group.entries.length > 0);
  return { groups, records };
}
