import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden';
import { keyLabel } from './keys';

/** A key combination ("Ctrl+Enter") as keycaps; read aloud as written ("Ctrl+Enter"). */
export function Keys({ combo }: { combo: string }) {
  const label = keyLabel(combo);
  const parts = label
    .split(/\+(?=.)/)
    .flatMap((part) => (part.startsWith('⌘') && part.length > 1 ? ['⌘', part.slice(1)] : [part]));
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a combination's keys never move
        <Fragment key={index}>
          <Box
            component="kbd"
            aria-hidden
            sx={{
              minWidth: 22,
              height: 22,
              px: 0.75,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              border: 1,
              borderColor: 'divider',
              borderBottomWidth: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              color: 'text.secondary',
              fontFamily: 'inherit',
              fontSize: 12,
              fontWeight: 600,
              lineHeight: 1,
            }}
          >
            {part}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
