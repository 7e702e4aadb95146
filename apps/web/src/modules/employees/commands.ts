import { defineCommands } from '../../core/palette/commands';
import { employeesPaths } from './paths';

export default defineCommands({
  actions: [
    {
      label: 'Your profile',
      path: employeesPaths.profile(),
      scopes: [],
      keywords: ['password', 'birthday', 'sessions', 'sign out', 'account'],
    },
  ],
});
