import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Words whose place is kept — unseen, and unread by screen readers — until what they say has arrived
 * (the company time zone with a list's first answer): the lines below them do not move down when it does
 * (docs/ui.md "States").
 */
export function KeptPlace({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <Box component="span" aria-hidden={!shown} sx={shown ? undefined : { visibility: 'hidden' }}>
      {children}
    </Box>
  );
}
