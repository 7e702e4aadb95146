// The bell panel's smaller parts (bell-panel.tsx): which notices it shows, its loading and empty
// states, and loading older pages as its list is scrolled to the end.
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { useNotifications } from '../api/get-notifications';

/** What the bell lists: all of them, or the unread ones only. */
export type BellShown = 'all' | 'unread';

/** All | Unread. */
export function BellShowButtons({ shown, onShow }: { shown: BellShown; onShow: (shown: BellShown) => void }) {
  // Two pressed-or-not buttons rather than MUI's Tabs: Tabs alone weighed 5 KB (home's budget).
  return (
    <Box role="group" aria-label="Show" sx={{ display: 'flex', gap: 0.5, px: 1 }}>
      {(['all', 'unread'] as const).map((value) => (
        <Button
          key={value}
          size="small"
          aria-pressed={shown === value}
          onClick={() => onShow(value)}
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
  );
}

export function BellSkeleton() {
  return (
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
  );
}

export function BellEmpty({ shown }: { shown: BellShown }) {
  return (
    <Box sx={{ px: 2, py: 5, textAlign: 'center' }}>
      <NotificationsNoneOutlined sx={{ fontSize: 36, color: 'text.disabled' }} />
      <Typography variant="body2" color="text.secondary">
        {shown === 'unread' ? 'Nothing unread: you are all caught up.' : 'You are all caught up.'}
      </Typography>
    </Box>
  );
}

/**
 * The element to put at the list's end: when it comes into view (80 px early) inside `scroller`, the
 * next older page is loaded.
 */
export function useLoadOlder(scroller: HTMLElement | null, notifications: ReturnType<typeof useNotifications>) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = notifications;
  const end = useRef<HTMLDivElement | null>(null);
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
  return end;
}
