// Build time only (src/app/login/prerender.tsx): the signed-in shell as it stands before the app has
// loaded, around one screen's heading. The server puts the screen's title and intro line where the
// placeholders are (apps/server/src/core/spa.ts, withFrame) for a deep link whose screen declares them
// (ModuleRoute `intro`), and index.html's script shows it instead of the splash when a session is stored.
import { FRAME_PLACEHOLDERS } from '@backoffice/contract/screens';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/page-header';
import { ScreenLoading } from '../../ui/splash';
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

/**
 * The shell's frame: the app bar with the menu button (phones) and the product's name, the side menu's
 * place (desktop), and in the main column the screen's heading (`data-frame-heading`, which the app's
 * screen fallback keeps showing, ui/first-frame.ts) above a spinner. What only the app knows — the
 * person's menu, the bar's buttons — comes with it. A screen's early view (core/early-view.ts) takes the
 * heading's and the spinner's place.
 */
export function ShellFrame({ children }: { children?: ReactNode }) {
  return (
    <Box sx={shellSx}>
      <AppBar position="fixed" sx={appBarSx}>
        <Toolbar sx={toolbarSx}>
          {/* Drawn as the app's button is, answering nothing until the app has come. */}
          <IconButton component="span" edge="start" aria-hidden tabIndex={-1} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <ShellBrand />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': drawerPaperSx,
        }}
      >
        <Toolbar sx={barSpaceSx} />
      </Drawer>
      <Box component="main" sx={mainSx}>
        <Toolbar sx={barSpaceSx} />
        <Box sx={contentSx}>
          {children ?? (
            <>
              <div data-frame-heading="">
                <PageHeader title={FRAME_PLACEHOLDERS.title} subtitle={FRAME_PLACEHOLDERS.intro} />
              </div>
              <ScreenLoading />
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
