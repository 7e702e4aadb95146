import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  width?: number | string;
}

/** A search box that reports its text after a short pause in typing, and at once on Enter or clear. */
export function SearchField({ value, onChange, placeholder, label = 'Search', width = 320 }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;

  // The URL changed under us (back button, a link): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), delay);
  };

  return (
    <TextField
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        report(event.target.value, DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report(text, 0);
        if (event.key === 'Escape' && text) {
          setText('');
          report('', 0);
        }
      }}
      placeholder={placeholder}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  report('', 0);
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
