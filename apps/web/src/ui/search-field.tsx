import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../core/use-debounced';
import { useUpdateParams } from './list-params';

interface Props {
  label: string;
  placeholder?: string;
  width?: number;
  /** The longest search the list's endpoint accepts. */
  maxLength?: number;
}

/**
 * A list's search box, kept in the URL (`?search=`) so that a search survives a reload and the back
 * button. Typing settles for 300 ms before the URL (and so the query) changes; Enter and Escape
 * (which clears) act at once. A new search starts at page 1.
 */
export function SearchField({ label, placeholder, width = 320, maxLength = 100 }: Props) {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const fromUrl = params.get('search') ?? '';
  const [text, setText] = useState(fromUrl);
  const settled = useDebounced(text.trim());
  const last = useRef(fromUrl);

  const commit = (search: string) => {
    if (search === last.current) return;
    last.current = search;
    update({ search }, { replace: true });
  };
  const clear = () => {
    setText('');
    commit('');
  };

  // The URL changed from outside (back button, a link, a "Clear search" button): show it.
  useEffect(() => {
    if (fromUrl !== last.current) {
      last.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text is committed
  useEffect(() => commit(settled), [settled]);

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text.trim());
        if (event.key === 'Escape' && text) clear();
      }}
      placeholder={placeholder}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        // `/` focuses it from anywhere on the page (app/palette/keys.ts).
        htmlInput: { 'aria-label': label, maxLength, spellCheck: false, 'data-page-search': '' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={clear}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
