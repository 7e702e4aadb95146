import type { Folder } from '@backoffice/contract/modules/files';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ancestorsOf, buildTree, type TreeNode } from '../lib/tree';
import { filesPaths } from '../paths';

interface Props {
  folders: readonly Folder[];
  current: number | null;
  shared: boolean;
}

/** The folder tree beside the list: the top level, what is shared with the reader, and every folder they see. */
export function FolderTree({ folders, current, shared }: Props) {
  const tree = useMemo(() => buildTree(folders), [folders]);
  const [open, setOpen] = useState<Set<number>>(() => new Set(ancestorsOf(folders, current)));
  useEffect(() => {
    // Opening a folder elsewhere (a tile, a breadcrumb) opens the tree down to it.
    setOpen((was) => new Set([...was, ...ancestorsOf(folders, current)]));
  }, [folders, current]);
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const branch = (nodes: TreeNode[], depth: number) =>
    nodes.map(({ folder, children }) => (
      <li key={folder.id}>
        <ListItemButton
          component={Link}
          to={filesPaths.folder(folder.id)}
          selected={folder.id === current}
          dense
          sx={{ pl: 1 + depth * 2, pr: 1, borderRadius: 1 }}
        >
          <IconButton
            size="small"
            aria-label={open.has(folder.id) ? `Collapse ${folder.name}` : `Expand ${folder.name}`}
            sx={{ visibility: children.length ? 'visible' : 'hidden', mr: 0.25 }}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              toggle(folder.id);
            }}
          >
            {open.has(folder.id) ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </IconButton>
          <ListItemIcon sx={{ minWidth: 30 }}>
            {folder.id === current ? <FolderOpenOutlined fontSize="small" /> : <FolderOutlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={folder.name} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
          {folder.isPrivate ? <LockOutlined sx={{ fontSize: 14, color: 'text.secondary', ml: 0.5 }} /> : null}
        </ListItemButton>
        {children.length && open.has(folder.id) ? (
          <List disablePadding component="ul" role="group" sx={{ listStyle: 'none' }}>
            {branch(children, depth + 1)}
          </List>
        ) : null}
      </li>
    ));

  return (
    <List component="nav" aria-label="Folders" dense sx={{ py: 0 }}>
      <ListItemButton
        component={Link}
        to={filesPaths.manager()}
        selected={current === null && !shared}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>
          <HomeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="All files" />
      </ListItemButton>
      <ListItemButton component={Link} to={filesPaths.shared()} selected={shared} sx={{ borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 34 }}>
          <FolderSharedOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Shared with me" />
      </ListItemButton>
      <List component="ul" disablePadding sx={{ listStyle: 'none', mt: 1 }}>
        {branch(tree, 0)}
      </List>
    </List>
  );
}
