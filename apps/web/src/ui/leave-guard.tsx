import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a screen that holds work not yet sent (a draft): another screen of the app
 * asks in a dialog, closing or reloading the tab in the browser's own words.
 */
export function LeaveGuard({ when, what }: { when: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without publishing?"
      confirmLabel="Leave"
      tone="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {what} will be lost.
    </ConfirmDialog>
  );
}
