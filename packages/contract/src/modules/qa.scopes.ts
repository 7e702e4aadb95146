// The quality control scopes, apart from its endpoints: the scope catalogue (every signed-in page)
// reads this file only (scripts/generate-registries.mjs, scopes.generated.ts). `dependsOn` lists what
// a scope's screens call besides its own endpoints (issue 25): a review's scorecard lists the score
// types and grades and tags the conversation from the tag list.
import { defineScopes } from '../scopes.js';

/** A review's scorecard (score types, grades) and its tags. */
const scorecardReads = ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'] as const;

export const declaredScopes = defineScopes({
  groups: {
    qa: 'QC',
    'qa:chat': 'Chats',
    'qa:ticket': 'Tickets',
    'qa:tag': 'Tags',
    'qa:score': 'Scores',
    'qa:score:type': 'Score types',
    'qa:score:grade': 'Score grades',
    'qa:escalation': 'Escalations',
    'qa:feedback': 'Feedbacks',
    'qa:statistic': 'Statistics',
  },
  scopes: {
    'qa:chat:read': { label: 'Read chats', description: 'See support chats, the chat list and the chat queue.' },
    'qa:chat:review': {
      label: 'Review chats',
      description: 'Review chats from the queue and the archive; the holder counts as a QC reviewer.',
      dependsOn: scorecardReads,
    },
    'qa:chat:settings': { label: 'Chat queue settings', description: 'Change the settings of the chat queue.' },
    'qa:ticket:read': { label: 'Read tickets', description: 'See support tickets and the ticket list.' },
    'qa:ticket:review': {
      label: 'Review tickets',
      description: 'Review tickets from the queue and the archive.',
      dependsOn: scorecardReads,
    },
    'qa:tag:read': { label: 'Read tags', description: 'See the review tags.' },
    'qa:tag:create': { label: 'Create tags', description: 'Add review tags.', dependsOn: ['qa:tag:read'] },
    'qa:tag:update': { label: 'Edit tags', description: 'Change review tags.', dependsOn: ['qa:tag:read'] },
    'qa:tag:delete': { label: 'Delete tags', description: 'Delete review tags.', dependsOn: ['qa:tag:read'] },
    'qa:score:type:read': { label: 'Read score types', description: 'See the score types reviews are scored by.' },
    'qa:score:type:create': {
      label: 'Create score types',
      description: 'Add score types.',
      dependsOn: ['qa:score:type:read'],
    },
    'qa:score:type:update': {
      label: 'Edit score types',
      description: 'Change score types.',
      dependsOn: ['qa:score:type:read'],
    },
    'qa:score:grade:read': { label: 'Read score grades', description: 'See the grades a score can take.' },
    'qa:score:grade:create': {
      label: 'Create score grades',
      description: 'Add score grades.',
      dependsOn: ['qa:score:grade:read'],
    },
    'qa:score:grade:update': {
      label: 'Edit score grades',
      description: 'Change score grades.',
      dependsOn: ['qa:score:grade:read'],
    },
    'qa:escalation:read': { label: 'Read escalations', description: 'See chat and ticket escalations.' },
    'qa:feedback:read': { label: 'Read feedbacks', description: 'See feedback given on chat and ticket reviews.' },
    'qa:statistic:read': { label: 'Read statistics', description: 'See review statistics, overall and per agent.' },
    'qa:manager': {
      label: 'QC manager',
      description: 'Set up the ticket cron filters; the holder counts as a QC manager in pickers.',
      // A manager reviews escalations again on the escalation screen, with its scorecard and tags.
      dependsOn: ['qa:escalation:read', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'],
    },
  },
});
