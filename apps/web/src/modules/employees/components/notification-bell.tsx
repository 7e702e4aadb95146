import { listNotifications } from '@backoffice/contract/modules/employees';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { invalidateEndpoints } from '../../../core/endpoint-query';
import { withTimeout } from '../../../core/lazy';
import { notificationList } from '../../../core/notification-list';
import { useStore } from '../../../core/store';
import { useNotifications } from '../api/get-notifications';
import { bellState } from '../notifications/bell-items';
import type { BellShown } from '../notifications/bell-panel';

// The panel (list, rows, their buttons, the popover) loads when the bell is first opened; pointing
// at the bell or tabbing to it starts the load, so a click seldom waits. Every signed-in page
// carries the bell: only its badge comes with the shell (docs/performance.md, home's budget).
const loadPanel = () => import('../notifications/bell-panel');
const BellPanel = lazy(() => withTimeout(loadPanel));
const prefetchPanel = () => {
  // A failed prefetch is only a missed head start: opening the bell loads (and reports) it again.
  loadPanel().catch(() => {});
};

/**
 * The app bar's bell (spec §4): the unread count on its badge and, opened, the server's
 * notifications, newest first with the local YYYY-MM-DD (and "5 min ago"); all of them or the
 * unread ones only (notifications/bell-panel.tsx). A `notification` pushed over the socket (the
 * shell shows it by level and lists it in core/notification-list) counts here at once and is then
 * fetched with the rest; ids keep each one single. Alike notices fold into one row ("… and 4 more",
 * bell-groups.ts). Clicking one marks it read and, when it is about something, goes there; a simple
 * decision (approve, accept, take) is a button on the notice, brought by the module it is about
 * (notification-actions.tsx). Older ones load when the list is scrolled to its end ("Load older"
 * does the same by hand). Shown in the app bar (module.tsx, `appBar`).
 */
export default function NotificationBell() {
  const queryClient = useQueryClient();
  const live = useStore(notificationList, (l) => l);
  const [shown, setShown] = useState<BellShown>('all');
  const notifications = useNotifications({ unread: shown === 'unread' });
  const { data, refetch } = notifications;
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded, the panel stays mounted (closed), so that it opens at once, closes with its fade and
  // keeps what was unfolded in it.
  const [loaded, setLoaded] = useState(false);

  // Something was pushed: the server already stored it, so its list and count are worth a refetch.
  useEffect(() => {
    if (live.length) void invalidateEndpoints(queryClient, [listNotifications]);
  }, [live, queryClient]);

  const { items, unread } = useMemo(() => {
    const server = data?.pages.flatMap((p) => p.items) ?? [];
    return bellState(server, data?.pages[0]?.unread ?? 0, live, readHere);
  }, [data, live, readHere]);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          data-testid="notification-bell"
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
          onClick={(event) => {
            setLoaded(true);
            setAnchor(event.currentTarget);
            void refetch();
          }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlined fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <BellPanel
            anchor={anchor}
            onClose={() => setAnchor(null)}
            shown={shown}
            onShow={setShown}
            items={items}
            unread={unread}
            notifications={notifications}
            setReadHere={setReadHere}
          />
        </Suspense>
      ) : null}
    </>
  );
}
