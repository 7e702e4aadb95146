import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyScreen } from '../../core/lazy';
import type { AppBarItem } from '../../core/module';
import { queryClient } from '../../core/query-client';
import { useCurrentUser } from '../../core/session';
import { connectSocket, disconnectSocket } from '../../core/socket';
import { appBarItems } from '../modules';
import { PaletteLauncher } from '../palette/palette-launcher';
import { MAIN_CONTENT_ID, SkipLink } from '../palette/skip-link';
import { signOut } from '../sign-out';
import { ShellBrand } from './shell-brand';
import {
  appBarSx,
  barSpaceSx,
  contentSx,
  DRAWER_WIDTH,
  drawerPaperSx,
  mainSx,
  shellSx,
  toolbarSx,
} from './shell-styles';
import { SideMenu } from './side-menu';

// What modules add to the app bar (module.tsx, `appBar`) loads as the shell first renders. There is
// no Suspense inside the shell: the splash stays until it has come, so the bar never fills in late.
const withComponents = (area: AppBarItem['area']) =>
  appBarItems(area).map((item, index) => ({ key: `${area}-${index}`, Component: lazyScreen(item.component) }));
const actionItems = withComponents('actions');
const accountItems = withComponents('account');

/**
 * The signed-in shell: app bar, side menu, the current screen. It owns the session's socket and the
 * server-state cache, which only signed-in screens use (the sign-in page loads neither).
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell>{children}</Shell>
    </QueryClientProvider>
  );
}

function Shell({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const desktop = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);

  const wsKey = user?.wsKey;
  useEffect(() => {
    if (!wsKey) return;
    // In a task of its own: the socket's manager was a fifth of the shell's first effects on a phone (CPU ×4).
    const connecting = setTimeout(() => connectSocket(wsKey));
    return () => clearTimeout(connecting);
  }, [wsKey]);
  useEffect(() => () => disconnectSocket(), []);

  if (!user) return null;

  const menu = <SideMenu onNavigate={desktop ? undefined : () => setMobileOpen(false)} />;

  return (
    <Box sx={shellSx}>
      <SkipLink />
      <AppBar position="fixed" sx={appBarSx}>
        <Toolbar sx={toolbarSx}>
          {desktop ? null : (
            <IconButton edge="start" aria-label="Open menu" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <ShellBrand />
          <Box sx={{ flex: 1 }} />
          <PaletteLauncher />
          {actionItems.map(({ key, Component }) => (
            <Component key={key} />
          ))}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              pl: 1,
              ml: 0.5,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            {accountItems.map(({ key, Component }) => (
              <Component key={key} />
            ))}
            <Tooltip title="Sign out">
              <IconButton aria-label="Sign out" onClick={() => void signOut()}>
                <LogoutOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Toolbar>
      </AppBar>

      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: desktop ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': drawerPaperSx,
        }}
      >
        <Toolbar sx={barSpaceSx} />
        {menu}
      </Drawer>

      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={mainSx}>
        <Toolbar sx={barSpaceSx} />
        <Box sx={contentSx}>{children ?? <Outlet />}</Box>
      </Box>
    </Box>
  );
}
