import { listNotifications } from '@backoffice/contract/modules/employees';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { invalidateEndpoints } from '../../../core/endpoint-query';
import { notificationList } from '../../../core/notification-list';
import { useStore } from '../../../core/store';
import { NOTIFICATIONS_PAGE, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { groupAlike } from '../notifications/bell-groups';
import { type BellItem, bellState } from '../notifications/bell-items';
import { NotificationRow } from './notification-rows';

type Shown = 'all' | 'unread';

/**
 * The app bar's bell (spec §4): the server's notifications, newest first with the local YYYY-MM-DD
 * (and "5 min ago"), and the unread count; all of them or the unread ones only. A `notification`
 * pushed over the socket (the shell shows it by level and lists it in core/notification-list) shows
 * here at once and is then fetched with the rest; ids keep each one single. Alike notices fold into
 * one row ("… and 4 more", bell-groups.ts). Clicking one marks it read and, when it is about
 * something, goes there; a simple decision (approve, accept, take) is a button on the notice, brought
 * by the module it is about (notification-actions.tsx). Older ones load when the list is scrolled
 * to its end ("Load older" does the same by hand). Shown in the app bar (module.tsx, `appBar`).
 */
export default function NotificationBell() {
  const queryClient = useQueryClient();
  const live = useStore(notificationList, (l) => l);
  const [shown, setShown] = useState<Shown>('all');
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useNotifications({
    unread: shown === 'unread',
  });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // Something was pushed: the server already stored it, so its list and count are worth a refetch.
  useEffect(() => {
    if (live.length) void invalidateEndpoints(queryClient, [listNotifications]);
  }, [live, queryClient]);

  const { items, unread } = useMemo(() => {
    const server = data?.pages.flatMap((p) => p.items) ?? [];
    return bellState(server, data?.pages[0]?.unread ?? 0, live, readHere);
  }, [data, live, readHere]);
  const rows = useMemo(() => groupAlike(items), [items]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const markRead = (id: number) => {
    setReadHere((prev) => new Set([...prev, id]));
    markOne.mutate(
      { params: { id } },
      {
        onError: () =>
          setReadHere((prev) => {
            const next = new Set(prev);
            next.delete(id);
            return next;
          }),
      },
    );
  };

  /** A click: marks it read and, for a link (which navigates itself), closes the menu. */
  const open = (n: BellItem) => {
    if (!n.read) markRead(n.id);
    if (n.link) setAnchor(null);
  };

  // The end of the list coming into view loads the next older page.
  const heading = useRef<HTMLElement | null>(null);
  const end = useRef<HTMLDivElement | null>(null);
  const [scroller, setScroller] = useState<HTMLUListElement | null>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !scroller || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          data-testid="notification-bell"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void refetch();
          }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlined fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)', mt: 1 } } }}
      >
        <Box sx={{ pl: 2, pr: 1, py: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}>
          <Typography ref={heading} tabIndex={-1} variant="subtitle2" sx={{ flex: 1, outline: 'none' }}>
            Notifications
            {unread ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {unread} unread
              </Typography>
            ) : null}
          </Typography>
          {unread ? (
            <Button
              size="small"
              startIcon={<DoneAll fontSize="small" />}
              loading={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: () => {
                    setReadHere(new Set(items.map((i) => i.id)));
                    // The button goes with the last unread one: keep the focus in the list (Escape
                    // still closes it) instead of letting it fall to the page.
                    heading.current?.focus();
                  },
                })
              }
            >
              Mark all as read
            </Button>
          ) : null}
        </Box>
        {/* Two pressed-or-not buttons rather than MUI's Tabs: the bell loads with every page (home's budget). */}
        <Box role="group" aria-label="Show" sx={{ display: 'flex', gap: 0.5, px: 1 }}>
          {(['all', 'unread'] as const).map((value) => (
            <Button
              key={value}
              size="small"
              aria-pressed={shown === value}
              onClick={() => setShown(value)}
              sx={{
                minWidth: 0,
                px: 1.5,
                borderRadius: 0,
                borderBottom: 2,
                borderColor: shown === value ? 'primary.main' : 'transparent',
                color: shown === value ? 'primary.main' : 'text.secondary',
              }}
            >
              {value === 'all' ? 'All' : 'Unread'}
            </Button>
          ))}
        </Box>
        <Divider />
        {error && !data ? (
          <Alert severity="error" sx={{ m: 1.5 }}>
            {errorMessage(error)}
          </Alert>
        ) : isPending && items.length === 0 ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5, mb: 1.5 }}>
                <Skeleton variant="circular" width={20} height={20} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Box sx={{ px: 2, py: 5, textAlign: 'center' }}>
            <NotificationsNoneOutlined sx={{ fontSize: 36, color: 'text.disabled' }} />
            <Typography variant="body2" color="text.secondary">
              {shown === 'unread' ? 'Nothing unread: you are all caught up.' : 'You are all caught up.'}
            </Typography>
          </Box>
        ) : (
          <List
            ref={setScroller}
            dense
            disablePadding
            sx={{ maxHeight: 440, overflowY: 'auto' }}
            aria-label="Notifications"
          >
            {rows.map((row) => (
              <NotificationRow
                key={row.head.id}
                row={row}
                expanded={expanded.has(row.head.id)}
                onToggle={() => toggle(row.head.id)}
                onOpen={open}
                onDecided={markRead}
              />
            ))}
            {hasNextPage ? (
              <Box component="li" ref={end} sx={{ p: 1, textAlign: 'center', listStyle: 'none' }}>
                <Button size="small" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  Load older
                </Button>
              </Box>
            ) : items.length > NOTIFICATIONS_PAGE ? (
              <Box component="li" sx={{ py: 1.25, textAlign: 'center', listStyle: 'none' }}>
                <Typography variant="caption" color="text.disabled">
                  That is all of them.
                </Typography>
              </Box>
            ) : null}
          </List>
        )}
      </Popover>
    </>
  );
}
