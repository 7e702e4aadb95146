import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../core/use-debounced';

/**
 * A search box kept in the URL (`?search=`), so that a search survives a reload and the back button.
 * Typing settles for 300 ms before the URL (and so the query) changes; the page goes back to 1.
 */
export function UrlSearchField({
  label,
  placeholder,
  width = 320,
}: {
  label: string;
  placeholder?: string;
  width?: number;
}) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('search') ?? '';
  const [text, setText] = useState(fromUrl);
  const settled = useDebounced(text.trim());
  const last = useRef(fromUrl);

  // The URL changed from outside (back button, a link): show it.
  useEffect(() => {
    if (fromUrl !== last.current) {
      last.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);

  useEffect(() => {
    if (settled === last.current) return;
    last.current = settled;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled) next.set('search', settled);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settled, setParams]);

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        htmlInput: { 'aria-label': label, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={() => setText('')} edge="end">
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
