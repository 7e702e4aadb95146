import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dialogQueue } from '../core/dialogs';
import { notificationList } from '../core/notification-list';
import { notificationQueue } from '../core/notifications';

// A condition polled (findBy…, waitFor) is waited for up to 5 s: a screen's lazily loaded part (a
// notice's buttons, a card) can take over a second on a busy 2-core machine; a passing poll returns
// at once.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one module graph (isolate: false), so the root queues are emptied after each
// test: a notice or dialog left by one file must not show in the next file's screen.
afterEach(() => {
  cleanup();
  notificationQueue.set([]);
  dialogQueue.set([]);
  notificationList.set([]);
});
