import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { appModules } from '../../../app/modules';
import { errorMessage } from '../../../core/api';
import { withTimeout } from '../../../core/lazy';
import {
  actionForLink,
  type NotificationAction,
  type NotificationActionProps,
} from '../../../core/notification-actions';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import type { BellItem } from '../notifications/bell-items';

// Every module's declarations (module.tsx `notificationActions`); their buttons load on first use.
const declared: readonly NotificationAction[] = appModules.flatMap((m) => m.notificationActions ?? []);
const loaded = new Map<NotificationAction, LazyExoticComponent<ComponentType<NotificationActionProps>>>();

function buttonsOf(action: NotificationAction) {
  let buttons = loaded.get(action);
  if (!buttons) {
    buttons = lazy(() => withTimeout(action.component));
    loaded.set(action, buttons);
  }
  return buttons;
}

/** Buttons that could not load leave the notice as it was: it still links to its screen. */
class WithoutButtons extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The decision a notice offers where it is read (a module's `notificationActions` for the screen its
 * link opens), for a reader whose scopes allow it. The module's buttons draw nothing unless the record
 * still waits for this reader. A decision the server takes shows its outcome and marks the notice
 * read (`onDone`); one it refuses shows the server's message here.
 */
export function NotificationActions({ notice, onDone }: { notice: BellItem; onDone: (id: number) => void }) {
  const matched = actionForLink(declared, notice.link);
  const allowed = useCan(...(matched?.action.scopes ?? []));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!matched || !allowed) return null;
  const Buttons = buttonsOf(matched.action);
  const act: NotificationActionProps['act'] = (run, outcome) => {
    setBusy(true);
    setRefusal(null);
    run().then(
      () => {
        setBusy(false);
        notify({ level: 'success', ...outcome });
        onDone(notice.id);
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(errorMessage(error));
      },
    );
  };
  return (
    <WithoutButtons>
      <Suspense fallback={null}>
        <Box
          data-testid="notification-actions"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pl: 6, pr: 2, pb: 1, '&:empty': { display: 'none' } }}
        >
          <Buttons params={matched.params} query={matched.query} act={act} busy={busy} />
        </Box>
      </Suspense>
      {refusal ? (
        <Alert severity="error" variant="outlined" sx={{ ml: 6, mr: 2, mb: 1, py: 0 }} role="alert">
          {refusal}
        </Alert>
      ) : null}
    </WithoutButtons>
  );
}
