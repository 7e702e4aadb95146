import type { SxProps, Theme } from '@mui/material/styles';

// The signed-in shell's geometry, shared by the live shell (app-layout.tsx) and the frame the server
// paints before the app has loaded (shell-frame.tsx): the screen's heading must sit at the same place
// in both (e2e/login-budget.test.ts compares them).

export const DRAWER_WIDTH = 256;

export const shellSx = { display: 'flex', minHeight: '100vh', bgcolor: 'background.default' } as const;

export const appBarSx: SxProps<Theme> = { zIndex: (theme) => theme.zIndex.drawer + 1 };

export const toolbarSx = { gap: 1, minHeight: { xs: 56 }, px: { xs: 1.5, sm: 2 } } as const;

/** Below the fixed app bar: the drawer's and the main column's first row. */
export const barSpaceSx = { minHeight: { xs: 56 } } as const;

export const drawerPaperSx = {
  width: DRAWER_WIDTH,
  boxSizing: 'border-box',
  borderColor: 'divider',
  backgroundImage: 'none',
} as const;

export const mainSx = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', outline: 'none' } as const;

export const contentSx = { flex: 1, p: { xs: 2, sm: 3 }, maxWidth: 1440, width: '100%', mx: 'auto' } as const;
