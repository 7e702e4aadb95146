// The bug-report module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). Feature requests have the same
// set under `feature-request:` (feature-request.scopes.ts): the two kinds are granted independently.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    'bug-report': 'Bug reports',
    'bug-report:bugs': 'Bug reports',
    'bug-report:comments': 'Bug report comments',
    'bug-report:notes': 'Bug report notes',
    'bug-report:settings': 'Settings',
    'bug-report:archive': 'Archive',
  },
  scopes: {
    'bug-report:bugs:read': {
      label: 'Read bug reports',
      description: 'See bug reports, their files and comments, and watch them.',
    },
    'bug-report:bugs:create': { label: 'Report bugs', description: 'File new bug reports with files.' },
    'bug-report:bugs:update': {
      label: 'Edit bug reports',
      description: 'Change a bug report: status, priority, assignee, folder, files and watchers.',
    },
    'bug-report:bugs:delete': {
      label: 'Delete bug reports',
      description: 'Delete and restore bug reports, and see deleted ones.',
    },
    'bug-report:comments:create': {
      label: 'Comment on bug reports',
      description: 'Write in the discussion of a bug report.',
    },
    'bug-report:notes:read': {
      label: 'Read bug report notes',
      description: 'See the staff-internal notes of bug reports.',
    },
    'bug-report:notes:create': {
      label: 'Write bug report notes',
      description: 'Add staff-internal notes to bug reports (with bug-report:notes:read).',
    },
    'bug-report:settings:read': {
      label: 'Read tracker settings',
      description: 'See the settings of the bug tracker (priorities, statuses, components, departments, folders).',
    },
    'bug-report:settings:update': {
      label: 'Change tracker settings',
      description:
        'Add, change and delete the priorities, statuses, components, departments and folders of bug reports.',
    },
    'bug-report:archive:read': { label: 'Read the archive', description: 'See archived bug reports.' },
  },
});
