import { defineCommands } from '../../core/palette/commands';
import { eventsPaths } from './paths';

const MANAGE = ['calendar:events:create'] as const;

export default defineCommands({
  actions: [
    { label: 'New event', path: eventsPaths.newEvent(), scopes: MANAGE, keywords: ['calendar', 'meeting'] },
    { label: 'New repeatable event', path: eventsPaths.newRepeatable(), scopes: MANAGE, keywords: ['calendar'] },
    { label: 'New national holiday', path: eventsPaths.newNational(), scopes: MANAGE, keywords: ['calendar'] },
  ],
});
