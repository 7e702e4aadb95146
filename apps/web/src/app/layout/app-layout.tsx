import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { queryClient } from '../../core/query-client';
import { useCurrentUser, useSession } from '../../core/session';
import { connectSocket, disconnectSocket } from '../../core/socket';
import { setDarkThemePreference } from '../../modules/employees/api/update-profile-config';
import { BrandMark } from '../../ui/brand-mark';
import { UserAvatar } from '../../ui/user-avatar';
import { PRODUCT_NAME } from '../constants';
import { signOut } from '../sign-out';
import { NotificationBell } from './notification-bell';
import { SideMenu } from './side-menu';

export const DRAWER_WIDTH = 256;
/** The signed-in user's own profile (modules/employees). */
const PROFILE_PATH = '/profile';

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
  const dark = useSession((s) => s.darkTheme);
  const desktop = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);

  const wsKey = user?.wsKey;
  useEffect(() => {
    if (wsKey) connectSocket(wsKey);
  }, [wsKey]);
  useEffect(() => () => disconnectSocket(), []);

  if (!user) return null;

  const menu = <SideMenu onNavigate={desktop ? undefined : () => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56 }, px: { xs: 1.5, sm: 2 } }}>
          {desktop ? null : (
            <IconButton edge="start" aria-label="Open menu" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <BrandMark />
          <Typography
            variant="subtitle1"
            component="div"
            sx={{ fontWeight: 700, letterSpacing: '-0.01em', display: { xs: 'none', sm: 'block' } }}
            noWrap
          >
            {PRODUCT_NAME}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Tooltip title={dark ? 'Dark theme on' : 'Dark theme off'}>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
              {dark ? <DarkModeOutlined fontSize="small" /> : <LightModeOutlined fontSize="small" />}
              <Switch
                size="small"
                checked={dark}
                onChange={(event) => setDarkThemePreference(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Dark theme' } }}
              />
            </Box>
          </Tooltip>
          <NotificationBell />
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
            <Tooltip title="Your profile">
              <ButtonBase
                component={Link}
                to={PROFILE_PATH}
                aria-label="Your profile"
                data-testid="profile-link"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  borderRadius: 2,
                  pl: 0.5,
                  pr: { xs: 0.5, sm: 1 },
                  py: 0.5,
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <UserAvatar username={user.username} profileImage={user.profileImage} size={32} />
                <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, maxWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="user-name">
                    {user.name || user.username}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {user.email || user.username}
                  </Typography>
                </Box>
              </ButtonBase>
            </Tooltip>
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
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderColor: 'divider',
            backgroundImage: 'none',
          },
        }}
      >
        <Toolbar sx={{ minHeight: { xs: 56 } }} />
        {menu}
      </Drawer>

      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: { xs: 56 } }} />
        <Box sx={{ flex: 1, p: { xs: 2, sm: 3 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
          {children ?? <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
