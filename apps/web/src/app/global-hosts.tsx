import { lazy, Suspense, useEffect, useState } from 'react';
import { dialogQueue } from '../core/dialogs';
import { withTimeout } from '../core/lazy';
import { notificationQueue } from '../core/notifications';

const NotificationHost = lazy(() => withTimeout(() => import('../core/notification-host')));
const DialogHost = lazy(() => withTimeout(() => import('../core/dialog-host')));

/** True from the first time the queue holds something; the host then stays mounted. */
function useFirstUse(
  queue: { get(): readonly unknown[]; subscribe(listener: () => void): () => void },
  preload: boolean,
): boolean {
  const [used, setUsed] = useState(() => preload || queue.get().length > 0);
  useEffect(() => {
    if (used) return;
    if (preload || queue.get().length > 0) {
      setUsed(true);
      return;
    }
    return queue.subscribe(() => setUsed(true));
  }, [queue, used, preload]);
  return used;
}

/**
 * The root's notification and dialog hosts (spec §8). They load on first use, or as soon as a user
 * is signed in, so that the sign-in screen does not carry them.
 */
export function GlobalHosts({ signedIn }: { signedIn: boolean }) {
  const notifications = useFirstUse(notificationQueue, signedIn);
  const dialogs = useFirstUse(dialogQueue, signedIn);
  return (
    <Suspense fallback={null}>
      {notifications ? <NotificationHost /> : null}
      {dialogs ? <DialogHost /> : null}
    </Suspense>
  );
}
