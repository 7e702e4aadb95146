import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';

/**
 * What `@mui/material/styles` ThemeProvider does for a theme without CSS variables, without also
 * bundling its CSS-variables provider (~5 KB gzip on the sign-in screen). Our themes never use
 * CSS variables; switch back to MUI's provider if that changes.
 */
export function AppThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const plain = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={plain}>{children}</SystemThemeProvider>;
}
