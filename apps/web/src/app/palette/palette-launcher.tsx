import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withTimeout } from '../../core/lazy';
import { isTyping, keyLabel, moveRow, openRow, pageSearchBox } from './keys';

// The palette and the sheet are loaded on their first use: the shell carries only this launcher.
const CommandPalette = lazy(() => withTimeout(() => import('./command-palette')));
const ShortcutsDialog = lazy(() => withTimeout(() => import('./shortcuts-dialog')));

type Shown = 'palette' | 'keys' | null;

/**
 * The app's keys (Ctrl+K / ⌘K the command palette, `/` the page's search box, `?` the shortcuts
 * sheet, J / K and Enter in the screen's list) and the app bar's search button, which opens the palette on a phone too.
 */
export function PaletteLauncher() {
  const [shown, setShown] = useState<Shown>(null);
  // Once loaded, a dialog stays mounted (closed) so that it opens at once and closes with its fade.
  const [loaded, setLoaded] = useState<{ palette: boolean; keys: boolean }>({ palette: false, keys: false });
  const show = (what: Shown) => {
    if (what) setLoaded((l) => (l[what] ? l : { ...l, [what]: true }));
    setShown(what);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded((l) => (l.palette ? l : { ...l, palette: true }));
        setShown((now) => (now === 'palette' ? null : 'palette'));
        return;
      }
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Keys pressed in a dialog belong to it.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        setLoaded((l) => (l.keys ? l : { ...l, keys: true }));
        setShown('keys');
      } else if ((event.key === 'j' || event.key === 'k') && !event.shiftKey) {
        if (moveRow(event.key === 'j' ? 1 : -1, event.target)) event.preventDefault();
      } else if (event.key === 'Enter') {
        if (openRow(event.target)) event.preventDefault();
      } else if (event.key === '/') {
        const box = pageSearchBox();
        if (!box) return;
        event.preventDefault();
        box.focus();
        box.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setShown(null);
  const hint = keyLabel('Ctrl+K');
  return (
    <>
      <Tooltip title={`Go to… (${hint})`}>
        <IconButton
          aria-label="Go to a screen or record"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => show('palette')}
          sx={{ display: { md: 'none' } }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ButtonBase
        aria-label="Go to a screen or record"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show('palette')}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          gap: 1,
          width: 240,
          height: 36,
          px: 1.25,
          mr: 0.5,
          justifyContent: 'flex-start',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          bgcolor: 'action.hover',
          fontSize: 14,
          '&:hover': { borderColor: 'text.disabled' },
        }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          Go to…
        </Box>
        <Box
          component="kbd"
          sx={{
            fontFamily: 'inherit',
            fontSize: 12,
            fontWeight: 600,
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {hint}
        </Box>
      </ButtonBase>
      <Suspense fallback={null}>
        {loaded.palette ? (
          <CommandPalette open={shown === 'palette'} onClose={close} onShowKeys={() => show('keys')} />
        ) : null}
        {loaded.keys ? <ShortcutsDialog open={shown === 'keys'} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
