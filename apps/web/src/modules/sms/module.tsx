// SMS templates and messages (spec §2 "/sms", menu "SMS (add template, send SMS)"; docs/sms.md).
import { smsScreens } from '@backoffice/contract/modules/sms.paths';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import { defineModule } from '../../core/module';
import { smsPaths } from './paths';

const READ = ['sms:sms:read'] as const;
const CREATE = ['sms:sms:create'] as const;

export default defineModule({
  routes: [
    {
      path: smsScreens.messages.pattern,
      scopes: READ,
      title: 'SMS messages',
      component: () => import('./pages/messages-page'),
    },
    {
      path: smsScreens.sendMessage.pattern,
      scopes: CREATE,
      title: 'Send SMS',
      component: () => import('./pages/send-page'),
    },
    {
      path: smsScreens.templates.pattern,
      scopes: READ,
      title: 'SMS templates',
      component: () => import('./pages/templates-page'),
    },
    {
      path: smsScreens.newTemplate.pattern,
      scopes: CREATE,
      title: 'New SMS template',
      component: () => import('./pages/template-form-page'),
    },
    {
      // Changing a template needs what adding one needs (docs/sms.md).
      path: smsScreens.template.pattern,
      scopes: CREATE,
      title: 'SMS template',
      component: () => import('./pages/template-form-page'),
    },
  ],
  menu: [
    {
      group: 'SMS',
      order: 80,
      items: [
        { order: 10, label: 'Messages', path: smsPaths.messages(), scopes: READ, icon: SmsOutlined },
        { order: 20, label: 'Send SMS', path: smsPaths.sendMessage(), scopes: CREATE, icon: AddCommentOutlined },
        { order: 30, label: 'Templates', path: smsPaths.templates(), scopes: READ, icon: TextSnippetOutlined },
        { order: 40, label: 'Add template', path: smsPaths.newTemplate(), scopes: CREATE, icon: NoteAddOutlined },
      ],
    },
  ],
});
