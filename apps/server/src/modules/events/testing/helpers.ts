// What the event calendar's tests share: the people, an event body, and the calls in the spec's own
// shape (docs/events.md "Calls").
import * as events from '@backoffice/contract/modules/events';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export const READ = ['calendar:events:read'];
export const MANAGE = [...READ, 'calendar:events:create'];

/** A new app and its people (a password hash and a sign-in each): slow on a busy 2-core machine. */
export const SETUP_TIMEOUT = 120_000;

export interface EventPeople {
  t: TestApp;
  manager: TestUser;
  reader: TestUser;
  other: TestUser;
  /** Holds no event scope. */
  outsider: TestUser;
}

/** The company's clocks are Berlin's, so the DST change of 29 March 2026 can be tested. */
export async function eventsTestApp(): Promise<EventPeople> {
  const t = await createTestApp({ env: { TZ: 'Europe/Berlin' } });
  return {
    t,
    manager: await t.createUser({ scopes: MANAGE }),
    reader: await t.createUser({ scopes: READ }),
    other: await t.createUser({ scopes: READ }),
    outsider: await t.createUser(),
  };
}

/**
 * A test file's app and people: started in its beforeAll, closed in its afterAll; `s.manager`… work
 * once it has started.
 */
export function useEventsApp(): EventPeople {
  let people: EventPeople | undefined;
  beforeAll(async () => {
    people = await eventsTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => people?.t.close());
  const started = (): EventPeople => {
    if (!people) throw new Error('The events app has not started yet');
    return people;
  };
  return {
    get t() {
      return started().t;
    },
    get manager() {
      return started().manager;
    },
    get reader() {
      return started().reader;
    },
    get other() {
      return started().other;
    },
    get outsider() {
      return started().outsider;
    },
  };
}

/** A timed event's body on one day. */
export const timed = (date: string, start: string, end: string, extra: Partial<events.EventBody> = {}) => ({
  title: 'Meeting',
  startDate: date,
  startTime: start,
  endDate: date,
  endTime: end,
  ...extra,
});

export async function notificationsOf(
  t: TestApp,
  user: TestUser,
  title: string,
): Promise<{ body: string; link: string | null }[]> {
  const { rows } = await t.database.pool.query(
    'SELECT body, link FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY id',
    [user.id, title],
  );
  return rows;
}

export const rangeOf = (t: TestApp, by: TestUser, from: string, to: string) =>
  t.callOk(by, events.rangeEvents, { params: { from, to } });

/**
 * A call written as the spec writes it (spec §7: `DELETE /event-calendar/event {id}`), sent as
 * raw HTTP rather than through a contract endpoint, so the test says what a client of the spec sends.
 */
export const specCall = (
  t: TestApp,
  user: TestUser,
  method: 'PATCH' | 'DELETE',
  path: string,
  payload: Record<string, unknown>,
) => t.as(user, { method, url: `/api/event-calendar${path}`, payload: payload as InjectOptions['payload'] });
