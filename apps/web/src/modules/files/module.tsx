// The internal file manager (spec §2 "/ifm and /files-manager (plus folders)", no scope; docs/files.md):
// one screen at the top level, in a folder and for what is shared with the reader; /ifm opens it.
import { filesScreens } from '@backoffice/contract/modules/files.paths';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { defineModule } from '../../core/module';
import { filesPaths } from './paths';

const manager = () => import('./pages/file-manager-page');

export default defineModule({
  routes: [
    {
      path: filesScreens.ifm.pattern,
      scopes: [],
      title: 'Internal Files Manager',
      component: () => import('./pages/ifm-page'),
    },
    { path: filesScreens.manager.pattern, scopes: [], title: 'Internal Files Manager', component: manager },
    { path: filesScreens.shared.pattern, scopes: [], title: 'Shared with me', component: manager },
    { path: filesScreens.folder.pattern, scopes: [], title: 'Folder', component: manager },
  ],
  menu: [
    {
      group: 'Files',
      order: 70,
      items: [
        {
          order: 10,
          label: 'Internal Files Manager',
          path: filesPaths.manager(),
          // The screen needs no scope (spec §2); the item shows to whoever may read files, as the menu's rule says.
          scopes: ['internal-file-manager:files:read'],
          icon: FolderSharedOutlined,
          activeOn: ['/ifm'],
        },
      ],
    },
  ],
});
