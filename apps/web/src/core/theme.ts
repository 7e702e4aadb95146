import { alpha, createTheme, type Theme } from '@mui/material/styles';

// `accent` is the fifth theme colour of the specification (§9); MUI has no slot for it.
declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}
declare module '@mui/material/SvgIcon' {
  interface SvgIconPropsColorOverrides {
    accent: true;
  }
}
declare module '@mui/material/Badge' {
  interface BadgePropsColorOverrides {
    accent: true;
  }
}

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme(dark: boolean): Theme {
  const base = createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: dark ? '#7c9bff' : '#2f54eb' },
      secondary: { main: dark ? '#9aa8be' : '#52627a' },
      // Light: dark enough that white on it, and it as text on a paper or its own 8 % tint, reach 4.5:1
      // (#1f8a4c was 4.38 on white: the ticket queue's "Logged In" chip, Lighthouse).
      success: { main: dark ? '#4cc38a' : '#1a7a42' },
      info: { main: dark ? '#4fb3e8' : '#0b7bbf' },
      // Light: darker than MUI's (#ed6c02, #d32f2f) so that white on them, and they as text on the
      // page, a paper or their own 8 % tint, reach 4.5:1 (Lighthouse on the leave and QC screens).
      ...(dark ? {} : { warning: { main: '#b45309' }, error: { main: '#c62828' } }),
      accent: { main: dark ? '#b197fc' : '#7048e8', contrastText: '#fff' },
      background: dark ? { default: '#0d121c', paper: '#141b28' } : { default: '#f4f6fa', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.09)' : 'rgba(15,23,42,0.09)',
      text: dark ? { primary: '#e6eaf2', secondary: '#9aa5b8' } : { primary: '#111827', secondary: '#5b6474' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      fontSize: 14,
      h4: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '-0.005em' },
      h6: { fontSize: '1.0625rem', fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em', lineHeight: 2 },
    },
  });

  const { palette } = base;
  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { borderBottom: `1px solid ${palette.divider}`, backgroundColor: palette.background.paper },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: palette.divider } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: palette.divider },
          head: {
            fontWeight: 600,
            fontSize: '0.75rem',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            color: palette.text.secondary,
            backgroundColor: dark ? alpha('#fff', 0.02) : '#f8f9fc',
            whiteSpace: 'nowrap',
          },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            '&.Mui-selected': {
              backgroundColor: alpha(palette.primary.main, dark ? 0.18 : 0.1),
              color: palette.primary.main,
              '& .MuiListItemIcon-root': { color: palette.primary.main },
            },
            '&.Mui-selected:hover': { backgroundColor: alpha(palette.primary.main, dark ? 0.24 : 0.14) },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 34 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.0625rem', fontWeight: 600 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      // MUI's default (action.active, 54 % black) is 4.47:1 on a grey panel: below 4.5.
      MuiToggleButton: { styleOverrides: { root: { color: palette.text.secondary } } },
    },
  });
}
