import { defineCommands } from '../../core/palette/commands';

export default defineCommands({
  // The scorecard's keys (lib/scorecard-keys.ts), also named in its hint line.
  keys: [
    {
      title: 'QC review (the scorecard)',
      anyOf: ['qa:chat:review', 'qa:ticket:review'],
      keys: [
        { keys: ['1–9'], does: 'Give the criterion in focus the grade of that key' },
        { keys: ['↑', '↓'], does: 'Previous or next criterion (also K and J)' },
        { keys: ['Enter'], does: 'Submit the review' },
        { keys: ['Ctrl+Enter'], does: 'Submit the review, even from a text box' },
        { keys: ['T'], does: 'Tags box: Enter picks the first match, Esc leaves' },
        { keys: ['C'], does: 'Write a comment' },
        { keys: ['L'], does: 'Review later (chats)' },
        { keys: ['S'], does: 'Skip this conversation' },
        { keys: ['Esc'], does: 'Leave a text box' },
      ],
    },
  ],
});
