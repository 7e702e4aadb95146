import CssBaseline from '@mui/material/CssBaseline';
import { type ReactNode, useMemo } from 'react';
import { useSession } from '../core/session';
import { createAppTheme } from '../core/theme';
import { AppThemeProvider } from '../core/theme-provider';
import { GlobalHosts } from './global-hosts';

export function AppProviders({ children }: { children: ReactNode }) {
  const dark = useSession((s) => s.darkTheme);
  const signedIn = useSession((s) => s.user !== null);
  const theme = useMemo(() => createAppTheme(dark), [dark]);
  return (
    <AppThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <GlobalHosts signedIn={signedIn} />
    </AppThemeProvider>
  );
}
