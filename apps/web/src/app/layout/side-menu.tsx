import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../core/session';
import { activeMenuPath } from '../active-menu';
import { HOME_PATH } from '../constants';
import { menuGroups } from '../modules';
import { visibleMenu } from './menu';

const itemSx = { mb: 0.25, py: 0.625, minHeight: 36 } as const;
const FOLDED_KEY = 'backoffice.menu.folded';

function readFolded(): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeFolded(folded: ReadonlySet<string>): void {
  try {
    localStorage.setItem(FOLDED_KEY, JSON.stringify([...folded]));
  } catch {
    // Not kept: groups open again next visit.
  }
}

function without(set: ReadonlySet<string>, item: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(item);
  return next;
}
const textProps = { primary: { variant: 'body2', sx: { fontWeight: 500 } } } as const;

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const groups = useMemo(() => (user ? visibleMenu(menuGroups, user) : []), [user]);
  const active = activeMenuPath(pathname, [{ path: HOME_PATH }, ...groups.flatMap((g) => g.items)]);
  const activeGroup = groups.find((g) => g.items.some((i) => i.path === active))?.label;

  // Groups start open; the ones a user folds stay folded on this device, except the current one.
  const [folded, setFolded] = useState<ReadonlySet<string>>(readFolded);
  useEffect(() => {
    if (activeGroup) setFolded((prev) => (prev.has(activeGroup) ? without(prev, activeGroup) : prev));
  }, [activeGroup]);
  useEffect(() => writeFolded(folded), [folded]);
  const toggle = (label: string) =>
    setFolded((prev) => (prev.has(label) ? without(prev, label) : new Set([...prev, label])));

  return (
    <Box component="nav" aria-label="Main menu" sx={{ px: 1.5, py: 1.5, overflowY: 'auto', flex: 1 }}>
      <List disablePadding dense>
        <ListItemButton
          component={Link}
          to={HOME_PATH}
          selected={active === HOME_PATH}
          aria-current={active === HOME_PATH ? 'page' : undefined}
          onClick={onNavigate}
          sx={itemSx}
        >
          <ListItemIcon>
            <HomeOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Home" slotProps={textProps} />
        </ListItemButton>
      </List>
      {groups.map((group) => {
        const expanded = !folded.has(group.label);
        const id = `menu-group-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Box key={group.label} sx={{ mt: 1 }}>
            <ListItemButton
              onClick={() => toggle(group.label)}
              aria-expanded={expanded}
              aria-controls={id}
              sx={{ py: 0.5, minHeight: 32, color: 'text.secondary' }}
            >
              <ListItemText
                primary={group.label}
                slotProps={{
                  primary: {
                    variant: 'overline',
                    sx: {
                      fontSize: 11,
                      lineHeight: 1.6,
                      color: group.label === activeGroup ? 'text.primary' : undefined,
                    },
                  },
                }}
              />
              {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto">
              <List id={id} disablePadding dense>
                {group.items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <ListItemButton
                      key={item.path}
                      component={Link}
                      to={item.path}
                      selected={active === item.path}
                      aria-current={active === item.path ? 'page' : undefined}
                      onClick={onNavigate}
                      sx={itemSx}
                    >
                      <ListItemIcon>{Icon ? <Icon fontSize="small" /> : null}</ListItemIcon>
                      <ListItemText primary={item.label} slotProps={textProps} />
                    </ListItemButton>
                  );
                })}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
