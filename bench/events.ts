// `npm run bench:events`: the event calendar at a million events, against a ceiling doing the same
// work. Seeds BENCH_ROWS (default 1,000,000) normal events over 40 years (about 70 a day), 20
// repeatable events, 12 national holidays and 50,000 attendants into a fresh database (the embedded
// one; PostgreSQL too when DATABASE_URL is set), then measures with autocannon on loopback, for
//   (0) the six weeks a month view shows, GET /api/event-calendar/event/calendar/{from}/{to}: the compact
//       answer, its shared part kept per range and data version (the ceiling keeps it the same way);
//   (1) a month of the calendar, GET /api/event-calendar/event/month/{y}/{m}: every occurrence;
//   (2) the manage list, GET /api/event-calendar/event?page=1: the newest 25 and the capped total;
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply (the
// same rule library expands repeatable events and holidays; the same remembered count), against
// (b) our whole stack with a bearer token. Prints the figures and the ratios (target ≥ 0.8).
import type { CalendarEvent, CalendarOccurrence, Occurrence } from '@backoffice/contract/modules/events';
import { compactOccurrences, daysBetween, MAX_EVENT_DAYS } from '@backoffice/contract/modules/events';
import { type HolidayMethod, holidayDates } from '@backoffice/contract/rules/holidays';
import { addDays, zonedInstant } from '@backoffice/contract/rules/zoned-time';
import Fastify from 'fastify';
import type pg from 'pg';
import { cappedTotal, rememberedCount } from '../apps/server/src/core/db/lists.js';
import { KeptAnswers } from '../apps/server/src/core/kept-answers.js';
import {
  type WrittenCalendar,
  withAttending,
  writeCalendar,
} from '../apps/server/src/modules/events/services/calendar-answer.js';
import { occurrenceDates, parseRule, ruleWords } from '../apps/server/src/modules/events/services/recurrence.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PEOPLE = 500;
const FIRST_DAY = '1990-01-01';
const DAYS = 40 * 365;
const MONTH = { year: 2026, month: 11 };
/** The six weeks a month view of MONTH shows (weeks from Monday), as the calendar asks for them. */
const GRID = { from: '2026-10-26', to: '2026-12-06' };
const TZ = 'UTC';

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', PEOPLE, ['calendar:events:read']);
  await pool.query(
    `INSERT INTO calendar_events (kind, title, location, color, start_date, start_time, end_date, end_time, capacity)
     SELECT 'normal', 'Event ' || g, 'Room ' || (g % 40), '#1565c0', d, CASE WHEN g % 5 = 0 THEN NULL ELSE lpad((8 + g % 10)::text, 2, '0') || ':00' END,
            d + (g % 3 = 0)::int, CASE WHEN g % 5 = 0 THEN NULL ELSE lpad((9 + g % 10)::text, 2, '0') || ':30' END,
            CASE WHEN g % 4 = 0 THEN 20 END
       FROM generate_series(1, $1::int) g, LATERAL (SELECT $2::date + (g % $3::int) AS d) day`,
    [ROWS, FIRST_DAY, DAYS],
  );
  await pool.query(
    `INSERT INTO calendar_events (kind, title, color, start_date, start_time, end_date, end_time, rrule)
     SELECT 'repeatable', 'Weekly ' || g, '#6a1b9a', '2025-01-06'::date + g, '10:00', '2025-01-06'::date + g, '11:00',
            'FREQ=WEEKLY;BYDAY=' || (ARRAY['MO','TU','WE','TH','FR'])[1 + g % 5]
       FROM generate_series(0, 19) g`,
  );
  await pool.query(
    `INSERT INTO national_events (title, color, method, month, day, "offset")
     SELECT 'Holiday ' || g, '#c62828', CASE WHEN g < 10 THEN 'fixed' ELSE 'western-easter' END,
            CASE WHEN g < 10 THEN 1 + g END, CASE WHEN g < 10 THEN 1 + g END, CASE WHEN g < 10 THEN 0 ELSE g - 10 END
       FROM generate_series(0, 11) g`,
  );
  await pool.query(
    `INSERT INTO event_attendants (event_id, user_id)
     SELECT e.id, u.id FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM calendar_events WHERE kind = 'normal' LIMIT 10000) e
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u ON u.n % 200 < 5 AND (u.n + e.n) % 40 = 0`,
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

const EVENT_COLUMNS = `id, kind, title, description, location, color, start_date::text AS start_date, start_time,
  end_date::text AS end_date, end_time, sign_up, capacity, rrule, exdates::text[] AS exdates, until::text AS until,
  created_by_id, created_at, updated_at`;

interface EventSqlRow {
  id: number;
  kind: 'normal' | 'repeatable';
  title: string;
  description: string;
  location: string;
  color: string;
  start_date: string;
  start_time: string | null;
  end_date: string;
  end_time: string | null;
  sign_up: boolean;
  capacity: number | null;
  rrule: string | null;
  exdates: string[];
  until: string | null;
  created_by_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/** The service's SQL and shaping (events.occurrencesIn, listEvents), on the bare pool. */
function ceiling(pool: pg.Pool) {
  const bare = Fastify({ logger: false });
  const userId = async () => (await pool.query("SELECT id FROM users WHERE username = 'bench1'")).rows[0].id as number;
  const counts = async (ids: number[]) => {
    const { rows } = await pool.query(
      'SELECT event_id, count(*)::int AS n FROM event_attendants WHERE event_id = ANY($1) GROUP BY event_id',
      [ids],
    );
    return new Map<number, number>(rows.map((r) => [r.event_id, r.n]));
  };
  /** The occurrences, with `attending` for the caller (false for all without: the calendar's shared answer). */
  const occurrences = async (from: string, to: string, instants: boolean, withCaller = true) => {
    const earliest = addDays(from, -(MAX_EVENT_DAYS - 1));
    const [normal, repeatable, holidays, me] = await Promise.all([
      pool.query<EventSqlRow>(
        `SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE kind = 'normal' AND start_date >= $1 AND start_date <= $2 AND end_date >= $3`,
        [earliest, to, from],
      ),
      pool.query<EventSqlRow>(
        `SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE kind = 'repeatable' AND start_date <= $1 AND (until IS NULL OR until >= $2)`,
        [to, earliest],
      ),
      pool.query('SELECT * FROM national_events'),
      userId(),
    ]);
    const ids = [...normal.rows, ...repeatable.rows].map((r) => r.id as number);
    const [count, mine] = await Promise.all([
      counts(ids),
      withCaller
        ? pool.query('SELECT event_id FROM event_attendants WHERE user_id = $1 AND event_id = ANY($2)', [me, ids])
        : { rows: [] },
    ]);
    const attending = new Set(mine.rows.map((r) => r.event_id as number));
    const out: (CalendarOccurrence & Partial<Occurrence>)[] = [];
    const place = (row: EventSqlRow, startDate: string, repeats: string | null = null) => {
      const endDate = addDays(startDate, daysBetween(row.start_date, row.end_date));
      out.push({
        key: `${row.kind}:${row.id}:${startDate}`,
        eventId: row.id,
        kind: row.kind,
        title: row.title,
        description: row.description,
        location: row.location,
        color: row.color,
        allDay: row.start_time === null,
        startDate,
        startTime: row.start_time,
        endDate,
        endTime: row.end_time,
        ...(instants
          ? {
              startsAt: row.start_time === null ? null : zonedInstant(startDate, row.start_time, TZ).toISOString(),
              endsAt: row.end_time === null ? null : zonedInstant(endDate, row.end_time, TZ).toISOString(),
            }
          : {}),
        dayOff: false,
        repeats,
        signUp: row.sign_up,
        capacity: row.capacity,
        attendantCount: count.get(row.id) ?? 0,
        attending: attending.has(row.id),
      });
    };
    for (const row of normal.rows) place(row, row.start_date);
    for (const row of repeatable.rows) {
      const rule = parseRule(row.rrule!, row.start_date, row.start_time, 'rrule');
      const words = rule.toText();
      for (const date of occurrenceDates(rule, from, to, daysBetween(row.start_date, row.end_date), row.exdates)) {
        place(row, date, words);
      }
    }
    for (const h of holidays.rows) {
      const rule = { ...h, method: h.method as HolidayMethod, fromYear: h.from_year };
      for (const date of holidayDates(rule, from, to)) {
        out.push({
          key: `national:${h.id}:${date}`,
          eventId: h.id,
          kind: 'national',
          title: h.title,
          description: h.description,
          location: '',
          color: h.color,
          allDay: true,
          startDate: date,
          startTime: null,
          endDate: date,
          endTime: null,
          ...(instants ? { startsAt: null, endsAt: null } : {}),
          dayOff: h.day_off,
          repeats: null,
          signUp: false,
          capacity: null,
          attendantCount: 0,
          attending: false,
        });
      }
    }
    return out.sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        Number(b.allDay) - Number(a.allDay) ||
        (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
        a.title.localeCompare(b.title) ||
        a.key.localeCompare(b.key),
    );
  };
  bare.get('/month/:year/:month', async (request) => {
    const { year, month } = request.params as { year: string; month: string };
    const from = `${year}-${month.padStart(2, '0')}-01`;
    const to = new Date(Date.UTC(Number(year), Number(month), 0)).toISOString().slice(0, 10);
    return occurrences(from, to, true);
  });
  // The calendar's compact answer for the six weeks a month view shows, as the service keeps it: the
  // shared part written once per range and data version, the version and the caller's sign-ups read in
  // one query per request (the caller known without a query, as our session cache knows it).
  const kept = new KeptAnswers<WrittenCalendar>();
  let caller: Promise<number> | undefined;
  bare.get('/calendar/:from/:to', async (request, reply) => {
    const { from, to } = request.params as { from: string; to: string };
    caller ??= userId();
    const { rows } = await pool.query<{ version: string; mine: number[] }>(
      'SELECT version, array(SELECT event_id FROM event_attendants WHERE user_id = $1) AS mine FROM event_calendar_version WHERE id = 1',
      [await caller],
    );
    const written = await kept.get(pool, `${from}/${to}`, Number(rows[0]!.version), async () =>
      writeCalendar(compactOccurrences(await occurrences(from, to, false, false))),
    );
    reply.type('application/json; charset=utf-8');
    return withAttending(written, rows[0]!.mine);
  });
  const countOwner = {};
  bare.get('/list', async () => {
    const [page, counted] = await Promise.all([
      pool.query<EventSqlRow>(
        `SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE kind = 'normal'
          ORDER BY calendar_events.start_date DESC, calendar_events.start_time DESC, calendar_events.id DESC LIMIT 25 OFFSET 0`,
      ),
      rememberedCount(countOwner, 'list', async () => {
        const { rows } = await pool.query(
          "SELECT count(*) AS n FROM (SELECT id FROM calendar_events WHERE kind = 'normal' LIMIT 10001) AS capped",
        );
        return Number(rows[0].n);
      }),
    ]);
    const count = await counts(page.rows.map((r) => r.id));
    const creators = new Map<number, string>();
    const items: CalendarEvent[] = page.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      description: r.description,
      location: r.location,
      color: r.color,
      startDate: r.start_date,
      startTime: r.start_time,
      endDate: r.end_date,
      endTime: r.end_time,
      allDay: r.start_time === null,
      signUp: r.sign_up,
      capacity: r.capacity,
      rrule: r.rrule,
      repeats: ruleWords(r.rrule, r.start_date, r.start_time),
      exdates: r.exdates,
      until: r.until,
      attendantCount: count.get(r.id) ?? 0,
      createdById: r.created_by_id,
      createdByName: r.created_by_id === null ? null : (creators.get(r.created_by_id) ?? null),
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    }));
    return { items, ...cappedTotal(counted), page: 1, take: 25 };
  });
  return bare;
}

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool),
  count: { sql: 'SELECT count(*)::int AS n FROM calendar_events', noun: 'events' },
  cases: [
    [
      'a month view (six weeks), the calendar (compact)',
      `/api/event-calendar/event/calendar/${GRID.from}/${GRID.to}`,
      `/calendar/${GRID.from}/${GRID.to}`,
      { maxP99: 150 },
    ],
    ['a month', `/api/event-calendar/event/month/${MONTH.year}/${MONTH.month}`, `/month/${MONTH.year}/${MONTH.month}`],
    ['the manage list, page 1', '/api/event-calendar/event?page=1', '/list'],
  ],
  seconds: SECONDS,
  rows: ROWS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);
