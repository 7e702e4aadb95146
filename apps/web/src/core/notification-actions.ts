// Decisions a notification's reader can take where they read it (the bell): approve a leave request,
// accept a feedback, take an escalation. A module declares them in its module.tsx
// (`notificationActions`), each for one of its screens: a notice whose link opens that screen gets
// the module's buttons, which read the record the link names and call the module's endpoints. No
// central file names a module's actions (docs/employees.md "Notification bell").
import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/** What the buttons of one notice get from the bell. */
export interface NotificationActionProps {
  /** The link's parameters, named by the action's screen pattern: `{ id: '40' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The link's query: `request=12`. */
  query: URLSearchParams;
  /**
   * Runs one decision. The bell shows it under way; when the server agrees it shows `outcome` as a
   * success message and marks the notice read; when the server refuses, its message under the notice.
   */
  act: (run: () => Promise<unknown>, outcome: { title: string; body?: string }) => void;
  /** A decision of this notice is under way: the buttons wait. */
  busy: boolean;
}

/** Buttons for the notices that link to one screen of the module. */
export interface NotificationAction {
  /** The screen's route pattern, from the contract (`qaScreens.chatFeedback.pattern`). */
  screen: string;
  /** Scopes the reader must hold before the buttons are loaded (their endpoints'). */
  scopes: readonly ScopeRequirement[];
  /**
   * The buttons, loaded when such a notice is first shown. They draw nothing unless the record
   * still waits for this reader's decision (the request is still theirs to decide, the feedback new).
   */
  component: () => Promise<{ default: ComponentType<NotificationActionProps> }>;
}

export interface MatchedAction {
  action: NotificationAction;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

/** The action whose screen a notice's app link opens, with the link's parameters; null for none. */
export function actionForLink(actions: readonly NotificationAction[], link: string | null): MatchedAction | null {
  if (!link) return null;
  const url = new URL(link, 'http://app.invalid');
  for (const action of actions) {
    const found = matchPath({ path: action.screen, end: true }, url.pathname);
    if (found) return { action, params: { ...found.params }, query: url.searchParams };
  }
  return null;
}
