import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NotificationLevel } from '../../../core/notifications';
import { RelativeTime } from '../../../ui/relative-time';
import type { BellRow } from '../notifications/bell-groups';
import type { BellItem } from '../notifications/bell-items';
import { NotificationActions } from './notification-actions';

const levelIcon: Record<NotificationLevel, typeof InfoOutlined> = {
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  info: InfoOutlined,
  warning: WarningAmberOutlined,
};

interface NoticeHandlers {
  /** A click on a notice: marks it read and, for a link, closes the menu. */
  onOpen: (notice: BellItem) => void;
  /** A decision taken in the bell: marks the notice read. */
  onDecided: (id: number) => void;
}

/**
 * One line of the bell: its alike notices folded under it ("… and 4 more", bell-groups.ts), which
 * open in place. Each notice keeps its own read state, link and buttons.
 */
export function NotificationRow({
  row,
  expanded,
  onToggle,
  ...handlers
}: { row: BellRow; expanded: boolean; onToggle: () => void } & NoticeHandlers) {
  const more = row.alike.length;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="notification-row">
      <NoticeBlock notice={row.head} component="div" {...handlers}>
        {more ? (
          <Button
            size="small"
            color="inherit"
            onClick={onToggle}
            aria-expanded={expanded}
            startIcon={expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            sx={{ ml: 5, mb: 0.5, color: 'text.secondary', fontWeight: 500 }}
          >
            {expanded ? 'Show fewer' : `… and ${more} more`}
          </Button>
        ) : null}
      </NoticeBlock>
      {more ? (
        <Collapse in={expanded}>
          <List disablePadding aria-label={`${more} more like “${row.head.title}”`}>
            {row.alike.map((notice) => (
              <NoticeBlock key={notice.id} notice={notice} component="li" indent withActions={expanded} {...handlers} />
            ))}
          </List>
        </Collapse>
      ) : null}
    </Box>
  );
}

/** A notice with its buttons (unread ones only: what still waits), tinted while unread. */
function NoticeBlock({
  notice,
  component,
  indent = false,
  withActions = true,
  children,
  onOpen,
  onDecided,
}: {
  notice: BellItem;
  component: ElementType;
  indent?: boolean;
  withActions?: boolean;
  children?: React.ReactNode;
} & NoticeHandlers) {
  return (
    <Box
      component={component}
      sx={{
        listStyle: 'none',
        borderLeft: 3,
        borderLeftColor: notice.read ? 'transparent' : `${notice.level}.main`,
        bgcolor: notice.read ? undefined : 'action.hover',
        pl: indent ? 2 : 0,
      }}
    >
      <Notice notice={notice} onOpen={onOpen} />
      {withActions && !notice.read ? <NotificationActions notice={notice} onDone={onDecided} /> : null}
      {children}
    </Box>
  );
}

function Notice({ notice: n, onOpen }: { notice: BellItem; onOpen: NoticeHandlers['onOpen'] }) {
  const Icon = levelIcon[n.level];
  const content = (
    <>
      <ListItemIcon sx={{ mt: 0.5, minWidth: 32 }}>
        <Icon fontSize="small" color={n.level} />
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
              {n.title}
            </Box>
            <Box
              component="span"
              sx={{ flexShrink: 0, fontSize: 12, fontWeight: 400, color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              <RelativeTime iso={n.at} />
            </Box>
          </Box>
        }
        secondary={
          <>
            {n.body ? (
              <Box component="span" sx={{ display: 'block' }}>
                {n.body}
              </Box>
            ) : null}
            <Box component="span" sx={{ display: 'block', mt: 0.25, fontSize: 11 }}>
              <span data-testid="notification-date">{n.day}</span>
              {n.read ? null : ' · unread'}
            </Box>
          </>
        }
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: n.read ? 500 : 700 } } }}
      />
      {n.link ? <ChevronRight fontSize="small" sx={{ mt: 0.75, ml: 0.5, color: 'text.disabled' }} /> : null}
    </>
  );
  const sx = { py: 1, borderRadius: 0 } as const;
  const marks = { 'data-testid': 'notification-item', 'data-unread': n.read ? undefined : 'true' };
  if (n.link) {
    // A real link: it opens in a new tab too; a plain click stays in the app.
    return (
      <ListItemButton
        component={RouterLink}
        to={n.link}
        onClick={() => onOpen(n)}
        alignItems="flex-start"
        sx={sx}
        {...marks}
      >
        {content}
      </ListItemButton>
    );
  }
  return n.read ? (
    <ListItem component="div" alignItems="flex-start" sx={sx} {...marks}>
      {content}
    </ListItem>
  ) : (
    <Tooltip title="Mark as read" placement="left" enterDelay={600}>
      <ListItemButton alignItems="flex-start" onClick={() => onOpen(n)} sx={sx} {...marks}>
        {content}
      </ListItemButton>
    </Tooltip>
  );
}
