import type { CalendarEvent, NationalEvent } from '@backoffice/contract/modules/events';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { ResourceTable } from '../../../ui/resource/resource-list-page';
import { SearchField } from '../../../ui/search-field';
import { useDeleteEvent } from '../api/delete-event';
import { useDeleteRepeatableEvent } from '../api/delete-repeatable-event';
import { useEvents } from '../api/list-events';
import { useRepeatableEvents } from '../api/list-repeatable-events';
import { ColorTitle } from '../components/color-title';
import { formatWhen } from '../lib/when';
import { eventsPaths } from '../paths';
import { nationalEvents } from '../resources/national-events';

/** Left out on phones: the list keeps what tells the events apart, and its actions. */
const onPhone = { display: { xs: 'none', md: 'table-cell' } };

type TabName = 'events' | 'repeatable' | 'national';
type Deleting = { kind: 'normal' | 'repeatable'; event: CalendarEvent } | { kind: 'national'; event: NationalEvent };

function places(e: CalendarEvent) {
  return e.capacity === null ? `${e.attendantCount}` : `${e.attendantCount} / ${e.capacity}`;
}

function EventRowActions({ event, onDelete }: { event: CalendarEvent; onDelete: () => void }) {
  const edit = event.kind === 'repeatable' ? eventsPaths.repeatable(event.id) : eventsPaths.event(event.id);
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <RowAction
        title="Attendants and attendance"
        label={`Attendants of ${event.title}`}
        icon={GroupOutlined}
        to={eventsPaths.attendants(event.id)}
      />
      <RowAction title="Edit" label={`Edit ${event.title}`} icon={EditOutlined} to={edit} />
      <RowAction title="Cancel the event" label={`Delete ${event.title}`} icon={DeleteOutlined} onClick={onDelete} />
    </TableCell>
  );
}

/** The head of both event tables: the event, two columns of the tab's own, places taken, and the buttons. */
function EventsHead({ second, third }: { second: string; third: string }) {
  return (
    <>
      <TableCell>Event</TableCell>
      <TableCell>{second}</TableCell>
      <TableCell sx={onPhone}>{third}</TableCell>
      <TableCell align="right" sx={onPhone}>
        Going
      </TableCell>
      <ActionsHeadCell width={132} />
    </>
  );
}

/** A row of both event tables: the title (a link to `to`), the tab's two cells, places taken, and the buttons. */
function EventRow({
  event,
  to,
  onDelete,
  children,
}: {
  event: CalendarEvent;
  to: string;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <TableRow hover>
      <TableCell>
        <ColorTitle color={event.color} to={to}>
          {event.title}
        </ColorTitle>
      </TableCell>
      {children}
      <TableCell align="right" sx={onPhone}>
        {places(event)}
      </TableCell>
      <EventRowActions event={event} onDelete={onDelete} />
    </TableRow>
  );
}

function EventsTab({ onDelete }: { onDelete: (d: Deleting) => void }) {
  const list = useListParams();
  const events = useEvents({ query: { page: list.page, take: list.take, search: list.search || undefined } });
  return (
    <ListTable
      label="Events"
      columns={5}
      {...pagedTableProps(events, list, 'event')}
      toolbar={<SearchField label="Search events" placeholder="Title or place" />}
      filtered={Boolean(list.search)}
      noMatch={{ title: 'No event matches', clear: { label: 'Clear the search', onClick: list.clear } }}
      empty={{
        icon: <CelebrationOutlined />,
        title: 'No events yet',
        create: { to: eventsPaths.newEvent(), label: 'New event' },
      }}
      head={<EventsHead second="When" third="Place" />}
    >
      {(e) => (
        <EventRow
          key={e.id}
          event={e}
          to={eventsPaths.event(e.id)}
          onDelete={() => onDelete({ kind: 'normal', event: e })}
        >
          <TableCell>{formatWhen(e)}</TableCell>
          <TableCell sx={onPhone}>{e.location}</TableCell>
        </EventRow>
      )}
    </ListTable>
  );
}

function RepeatableTab({ onDelete }: { onDelete: (d: Deleting) => void }) {
  const events = useRepeatableEvents({});
  return (
    <ListTable
      label="Repeatable events"
      columns={5}
      items={events.data}
      pending={events.isPending}
      error={events.error}
      empty={{
        icon: <RepeatOutlined />,
        title: 'No repeatable events yet',
        create: { to: eventsPaths.newRepeatable(), label: 'New repeatable event' },
      }}
      head={<EventsHead second="Repeats" third="From – until" />}
    >
      {(e) => (
        <EventRow
          key={e.id}
          event={e}
          to={eventsPaths.repeatable(e.id)}
          onDelete={() => onDelete({ kind: 'repeatable', event: e })}
        >
          <TableCell title={e.rrule ?? undefined}>{e.repeats}</TableCell>
          <TableCell sx={onPhone}>
            {formatDay(e.startDate)}
            {e.startTime ? `, ${e.startTime}–${e.endTime}` : ''} – {e.until ? formatDay(e.until) : 'no end'}
          </TableCell>
        </EventRow>
      )}
    </ListTable>
  );
}

function NationalTab({ onDelete }: { onDelete: (d: Deleting) => void }) {
  return (
    <ResourceTable
      resource={nationalEvents}
      actionsWidth={96}
      rowActions={(h) => (
        <RowAction
          title="Delete"
          label={`Delete ${h.title}`}
          icon={DeleteOutlined}
          onClick={() => onDelete({ kind: 'national', event: h })}
        />
      )}
    />
  );
}

/** Manage events (spec §2 /calendar/events/manage): events, repeatable events and national holidays. */
export default function ManagePage() {
  const [params, setParams] = useSearchParams();
  const tab: TabName =
    params.get('tab') === 'repeatable' ? 'repeatable' : params.get('tab') === 'national' ? 'national' : 'events';
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const deleteEvent = useDeleteEvent();
  const deleteRepeatable = useDeleteRepeatableEvent();
  const deleteNational = nationalEvents.hooks.remove();
  const [flash, setFlash] = useFlash();
  const pending = deleteEvent.isPending || deleteRepeatable.isPending || deleteNational.isPending;
  const remove = () => {
    if (!deleting) return;
    const call =
      deleting.kind === 'normal' ? deleteEvent : deleting.kind === 'repeatable' ? deleteRepeatable : deleteNational;
    call.mutate(
      { params: { id: deleting.event.id } },
      {
        onSuccess: () => {
          setFlash({ severity: 'success', title: `“${deleting.event.title}” deleted` });
          setDeleting(null);
        },
        onError: (error) => {
          setDeleting(null);
          setFlash({ severity: 'error', title: 'Not deleted', body: errorMessage(error) });
        },
      },
    );
  };
  const create = {
    events: { to: eventsPaths.newEvent(), label: 'New event' },
    repeatable: { to: eventsPaths.newRepeatable(), label: 'New repeatable event' },
    national: { to: eventsPaths.newNational(), label: 'New national holiday' },
  }[tab];
  return (
    <>
      <PageHeader
        title="Manage events"
        subtitle="Events people sign up for, meetings that repeat, and the national holidays of every year."
        back={{ to: eventsPaths.calendar(), label: 'Events' }}
        actions={
          <Button component={RouterLink} to={create.to} variant="contained" startIcon={<AddOutlined />}>
            {create.label}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => setParams(next === 'events' ? {} : { tab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="events" label="Events" />
        <Tab value="repeatable" label="Repeatable events" />
        <Tab value="national" label="National holidays" />
      </Tabs>
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      {tab === 'events' ? <EventsTab onDelete={setDeleting} /> : null}
      {tab === 'repeatable' ? <RepeatableTab onDelete={setDeleting} /> : null}
      {tab === 'national' ? <NationalTab onDelete={setDeleting} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'national' ? 'Delete this holiday?' : 'Cancel this event?'}
        confirmLabel={deleting?.kind === 'national' ? 'Delete' : 'Cancel the event'}
        pending={pending}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      >
        {deleting?.kind === 'national'
          ? `“${deleting.event.title}” leaves the calendar of every year.`
          : deleting
            ? `“${deleting.event.title}” is removed with its attendants and attendance; ${
                deleting.event.attendantCount
              } ${deleting.event.attendantCount === 1 ? 'person is' : 'people are'} told it is cancelled.`
            : ''}
      </ConfirmDialog>
    </>
  );
}
