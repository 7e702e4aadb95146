import type { KeyGroup } from '../../core/palette/commands';

/** The keys of the whole app, first on the shortcuts sheet; modules add theirs (`commands.ts`, `keys`). */
export const appKeys: readonly KeyGroup[] = [
  {
    title: 'Anywhere',
    anyOf: [],
    keys: [
      { keys: ['Ctrl+K'], does: 'Go to a screen, a record or an action (command palette)' },
      { keys: ['/'], does: 'Search this page (its search box)' },
      { keys: ['?'], does: 'Show these keyboard shortcuts' },
      { keys: ['Tab'], does: 'At the top of a page: “Skip to content” jumps past the menus' },
    ],
  },
  {
    title: 'Lists',
    anyOf: [],
    keys: [
      { keys: ['J', 'K'], does: 'Move to the next or previous row' },
      { keys: ['Enter'], does: 'Open the row' },
    ],
  },
  {
    title: 'Command palette',
    anyOf: [],
    keys: [
      { keys: ['↑', '↓'], does: 'Move through the results' },
      { keys: ['Enter'], does: 'Open the result' },
      { keys: ['Esc'], does: 'Close' },
    ],
  },
];
