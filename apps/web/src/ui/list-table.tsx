import { COUNT_CAP } from '@backoffice/contract/http';
import type { SvgIconComponent } from '@mui/icons-material';
import Add from '@mui/icons-material/Add';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Children, Fragment, isValidElement, type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../core/numbers';
import { EmptyState, EmptyTableRow } from './empty-state';
import { ErrorAlert } from './error-alert';
import type { Sorting } from './list-params';
import { RefetchBar } from './refetch-bar';
import { SavedViews } from './saved-views';
import { visuallyHidden } from './visually-hidden';

/** A list's total as people read it: "1,234", or "10,000+" past the server's counting cap. */
export function totalOf(data: { total: number; totalCapped?: boolean }): string {
  return data.totalCapped ? `${formatNumber(COUNT_CAP)}+` : formatNumber(data.total);
}

/** "61 users", "1 entry", "10,000+ users" (past the server's counting cap). */
export function countOf(
  data: { total: number; totalCapped?: boolean },
  singular: string,
  plural = `${singular}s`,
): string {
  return `${totalOf(data)} ${data.total === 1 && !data.totalCapped ? singular : plural}`;
}

/**
 * A placeholder row's cell, as the table's header cell above it says: text, the row buttons' place, or the
 * narrow first column of a tick box or an expand button (`padding="checkbox"`), left empty; `display` is
 * the header cell's `sx.display` (a column shown from some width up), so hidden alike.
 */
interface PlaceholderColumn {
  kind: 'text' | 'actions' | 'checkbox';
  display?: unknown;
}

/**
 * The columns of a table's header cells (`head`, fragments flattened), for placeholder rows of the same
 * shape: the row buttons' column (`ActionsHeadCell`), a tick box's or expand button's, and the cells hidden
 * by width (a phone's table keeps its width).
 */
export function placeholderColumns(head: ReactNode): PlaceholderColumn[] {
  return Children.toArray(head).flatMap((child): PlaceholderColumn[] => {
    if (!isValidElement<{ children?: ReactNode; sx?: unknown; padding?: unknown }>(child)) return [];
    if (child.type === Fragment) return placeholderColumns(child.props.children);
    const { sx, padding } = child.props;
    const display = sx && typeof sx === 'object' && 'display' in sx ? sx.display : undefined;
    const kind = child.type === ActionsHeadCell ? 'actions' : padding === 'checkbox' ? 'checkbox' : 'text';
    return [{ kind, display }];
  });
}

/**
 * Placeholder rows while a list loads for the first time, as tall as the rows that replace them (the
 * table under them does not move when the page arrives). With `head` (the table's header cells), the row
 * buttons' column holds the place of a button (`RowAction`'s box), a tick box's column stays empty and the
 * cells hidden by width are hidden alike; with `lines`, the first text cell holds that many lines (a name
 * over a caption).
 */
export function SkeletonRows({
  columns,
  rows = 6,
  head,
  lines = 1,
}: {
  columns: number;
  rows?: number;
  head?: ReactNode;
  lines?: number;
}) {
  const described = head === undefined ? [] : placeholderColumns(head);
  const shapes: PlaceholderColumn[] =
    described.length === columns ? described : Array.from({ length: columns }, () => ({ kind: 'text' }));
  const first = shapes.findIndex(({ kind }) => kind === 'text');
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={row} aria-hidden>
      {shapes.map(({ kind, display }, column) => {
        const sx = display === undefined ? undefined : { display };
        if (kind === 'checkbox') {
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          return <TableCell key={column} padding="checkbox" sx={sx} />;
        }
        if (kind === 'actions') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <TableCell key={column} align="right" sx={sx}>
              {/* A row button's very box (RowAction's markup), so that the row is as tall as a real one. */}
              <span>
                <IconButton size="small" disabled tabIndex={-1} component="span">
                  <Skeleton variant="circular" width={20} height={20} />
                </IconButton>
              </span>
            </TableCell>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <TableCell key={column} sx={sx}>
            {Array.from({ length: column === first ? lines : 1 }, (_, line) => (
              <Skeleton
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={line}
                variant="text"
                width={line > 0 ? '45%' : column === first ? '70%' : `${40 + ((row + column) % 3) * 15}%`}
              />
            ))}
          </TableCell>
        );
      })}
    </TableRow>
  ));
}

/** A column heading that sorts the list by its column (bound to the URL through `useSortParams`). */
export function SortableHeadCell<C extends string>({
  column,
  sort,
  children,
  sx,
}: {
  column: C;
  sort: Sorting<C>;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const active = sort.sortBy === column;
  const direction = active && sort.direction === 'DESC' ? 'desc' : 'asc';
  return (
    <TableCell sx={sx} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => sort.toggle(column)}>
        {children}
        {active ? (
          <Box component="span" sx={visuallyHidden}>
            {direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
          </Box>
        ) : null}
      </TableSortLabel>
    </TableCell>
  );
}

/** The heading of the row buttons' column: named for screen readers only. */
export function ActionsHeadCell({ width }: { width: number }) {
  return (
    <TableCell align="right" sx={{ width }}>
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    </TableCell>
  );
}

interface RowActionProps {
  /** The tooltip: what the button does, or why it is disabled. */
  title: string;
  /** The accessible name, which names the row ("Delete ada"). */
  label: string;
  icon: SvgIconComponent;
  /** A link (edit) rather than an action. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/** An icon button in a row's actions cell; the span lets a disabled one still show why. */
export function RowAction({ title, label, icon: Icon, to, onClick, disabled = false }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <span>
        {to ? (
          <IconButton size="small" component={Link} to={to} disabled={disabled} aria-label={label}>
            <Icon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" onClick={onClick} disabled={disabled} aria-label={label}>
            <Icon fontSize="small" />
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}

interface Empty {
  icon: ReactNode;
  title: string;
  description?: string;
  /** The button that makes the first one (only for those who may). */
  create?: { to: string; label: string };
}

export interface NoMatch {
  title: string;
  description?: string;
  /** The button that drops the search or filters. */
  clear?: { label: string; onClick: () => void };
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  columns: number;
  /** The page on screen; undefined until it loads. */
  items: readonly T[] | undefined;
  /** One row of the table. */
  children: (item: T) => ReactNode;
  /** Search and filters, on the left above the table. */
  toolbar?: ReactNode;
  /** How many there are, on the right above the table; null while the first page loads (its place is kept). */
  count?: ReactNode;
  /** The toolbar holds actions on selected rows instead: tinted so that the mode shows. */
  selecting?: boolean;
  /** The first load: placeholder rows. */
  pending: boolean;
  /** A reload (another page, a search): a thin bar over the rows on screen. */
  fetching?: boolean;
  skeletonRows?: number;
  /** Lines of the first cell of a placeholder row: 2 where a row's first cell is a name over a caption. */
  skeletonLines?: number;
  /** Shown above the table. */
  error?: unknown;
  /** What an empty list says. */
  empty: Empty;
  /** A search or filter is on: an empty page then says `noMatch` instead. */
  filtered?: boolean;
  noMatch?: NoMatch;
  /** Under the table: a `PagingFooter`. */
  footer?: ReactNode;
  /** Offer saved views of the list's filters (ui/saved-views.tsx) beside its toolbar. */
  views?: boolean;
}

function EmptyListState({ empty, noMatch }: { empty: Empty; noMatch: NoMatch | null }) {
  if (noMatch) {
    const { clear } = noMatch;
    return (
      <EmptyState
        icon={<SearchOff />}
        title={noMatch.title}
        description={noMatch.description}
        action={
          clear ? (
            <Button size="small" onClick={clear.onClick}>
              {clear.label}
            </Button>
          ) : null
        }
      />
    );
  }
  const { create } = empty;
  return (
    <EmptyState
      icon={empty.icon}
      title={empty.title}
      description={empty.description}
      action={
        create ? (
          <Button component={Link} to={create.to} variant="outlined" startIcon={<Add />}>
            {create.label}
          </Button>
        ) : null
      }
    />
  );
}

/** A list screen's table: toolbar, loading, empty and no-match states, rows, and the paging footer. */
export function ListTable<T>({
  label,
  head,
  columns,
  items,
  children,
  toolbar,
  count,
  selecting = false,
  pending,
  fetching = false,
  skeletonRows,
  skeletonLines,
  error,
  empty,
  filtered = false,
  noMatch,
  footer,
  views = false,
}: Props<T>) {
  // A count still to come (null while the first page loads) keeps its place, so that the table under
  // the toolbar does not move down a line when it arrives (on a phone it wraps onto a line of its own).
  const countComing = count === null && pending;
  const hasToolbar = Boolean(toolbar || count || countComing || views);
  // The rows are drawn in a background render that yields to the browser every few milliseconds (as the
  // statistics and the scorecard are): the page's arrival is an urgent render (TanStack Query's store), and
  // a page of rows with their chips, links and menus was one task of 100–140 ms on a phone (CPU ×4). Until
  // the first page is drawn its placeholder rows stay; a later page replaces the one on screen when drawn.
  const rows = useDeferredValue(items);
  const drawing = rows === undefined && items !== undefined;
  const placeholder = pending || drawing;
  const isEmpty = !placeholder && !error && rows?.length === 0;
  return (
    <>
      <ErrorAlert error={error} />
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        {hasToolbar ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: 1.5,
              minHeight: 64,
              flexWrap: 'wrap',
              bgcolor: selecting ? 'action.selected' : undefined,
            }}
          >
            {toolbar}
            {views ? <SavedViews /> : null}
            {count || countComing ? (
              <>
                <Box sx={{ flex: 1 }} />
                <Typography variant="body2" color="text.secondary">
                  {count || <Skeleton width={88} aria-hidden data-count-placeholder />}
                </Typography>
              </>
            ) : null}
          </Box>
        ) : null}
        <RefetchBar active={fetching && !pending} />
        {/* Positioned, so that what is placed absolutely inside (the headings only screen readers
            read) scrolls with the table instead of widening the page on a phone. */}
        <TableContainer sx={{ position: 'relative' }}>
          <Table
            aria-label={label}
            data-list-table
            sx={{
              // The row J / K moved to (app/palette/keys.ts).
              '& > tbody > tr:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>
              {placeholder ? (
                <SkeletonRows columns={columns} rows={skeletonRows} head={head} lines={skeletonLines} />
              ) : null}
              {rows?.map((item) => children(item))}
              {isEmpty ? (
                <EmptyTableRow columns={columns}>
                  <EmptyListState empty={empty} noMatch={filtered && noMatch ? noMatch : null} />
                </EmptyTableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        {footer}
      </Paper>
    </>
  );
}
