// The feature-request module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). The same set as bug reports'
// (bug-report.scopes.ts), granted independently of them.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    'feature-request': 'Feature requests',
    'feature-request:features': 'Feature requests',
    'feature-request:comments': 'Feature request comments',
    'feature-request:notes': 'Feature request notes',
    'feature-request:settings': 'Settings',
    'feature-request:archive': 'Archive',
  },
  scopes: {
    'feature-request:features:read': {
      label: 'Read feature requests',
      description: 'See feature requests, their files and comments, and watch them.',
    },
    'feature-request:features:create': {
      label: 'Request features',
      description: 'File new feature requests with files.',
    },
    'feature-request:features:update': {
      label: 'Edit feature requests',
      description: 'Change a feature request: status, priority, assignee, folder, files and watchers.',
    },
    'feature-request:features:delete': {
      label: 'Delete feature requests',
      description: 'Delete and restore feature requests, and see deleted ones.',
    },
    'feature-request:comments:create': {
      label: 'Comment on feature requests',
      description: 'Write in the discussion of a feature request.',
    },
    'feature-request:notes:read': {
      label: 'Read feature request notes',
      description: 'See the staff-internal notes of feature requests.',
    },
    'feature-request:notes:create': {
      label: 'Write feature request notes',
      description: 'Add staff-internal notes to feature requests (with feature-request:notes:read).',
    },
    'feature-request:settings:read': {
      label: 'Read feature request settings',
      description: 'See the priorities, statuses, components, departments and folders of feature requests.',
    },
    'feature-request:settings:update': {
      label: 'Change feature request settings',
      description:
        'Add, change and delete the priorities, statuses, components, departments and folders of feature requests.',
    },
    'feature-request:archive:read': {
      label: 'Read the feature archive',
      description: 'See archived feature requests.',
    },
  },
});
