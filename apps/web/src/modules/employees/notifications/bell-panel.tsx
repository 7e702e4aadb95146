import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { type Dispatch, type SetStateAction, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { NOTIFICATIONS_PAGE, type useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationRow } from '../components/notification-rows';
import { groupAlike } from './bell-groups';
import type { BellItem } from './bell-items';
import type { BellShown } from './bell-panel-parts';
import { BellEmpty, BellShowButtons, BellSkeleton, useLoadOlder } from './bell-panel-parts';

export type { BellShown } from './bell-panel-parts';

export interface BellPanelProps {
  /** The bell's button while the panel is open, null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  shown: BellShown;
  onShow: (shown: BellShown) => void;
  /** The list and the unread count as the badge shows them (bell-items.ts, `bellState`). */
  items: readonly BellItem[];
  unread: number;
  notifications: ReturnType<typeof useNotifications>;
  /** The ids marked read in this tab whose refetch has not come back yet: the bell's badge counts them too. */
  setReadHere: Dispatch<SetStateAction<ReadonlySet<number>>>;
}

/**
 * The bell's open panel (spec §4): the list with its All / Unread buttons, alike notices folded into
 * one row, "Mark all as read", and older pages loaded as the list is scrolled to its end. It is loaded
 * when the bell is first opened (or hovered, or focused): every signed-in page carries the bell, and
 * only the badge's count has to come with it (docs/performance.md, home's budget). The list's query
 * stays with the bell, which counts its unread ones, so the panel opens on what the badge said.
 */
export default function BellPanel({
  anchor,
  onClose,
  shown,
  onShow,
  items,
  unread,
  notifications,
  setReadHere,
}: BellPanelProps) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = notifications;
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
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
    if (n.link) onClose();
  };

  const heading = useRef<HTMLElement | null>(null);
  // The end of the list coming into view loads the next older page.
  const [scroller, setScroller] = useState<HTMLUListElement | null>(null);
  const end = useLoadOlder(scroller, notifications);

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
      <BellShowButtons shown={shown} onShow={onShow} />
      <Divider />
      {error && !data ? (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {errorMessage(error)}
        </Alert>
      ) : isPending && items.length === 0 ? (
        <BellSkeleton />
      ) : items.length === 0 ? (
        <BellEmpty shown={shown} />
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
  );
}
