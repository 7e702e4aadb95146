import { defineCommands } from '../../core/palette/commands';
import { leavePaths } from './paths';

export default defineCommands({
  actions: [
    {
      label: 'New leave request',
      path: leavePaths.new(),
      scopes: ['calendar:leave:create'],
      keywords: ['holiday', 'vacation', 'time off', 'absence', 'sick'],
    },
  ],
});
