// Demo data of the event calendar (`npm run demo`): the holidays of a year (fixed and movable), a
// few repeatable meetings, and events around today with attendants, some with attendance recorded,
// all through the module's services.
import type { NationalEventBody } from '@backoffice/contract/modules/events';
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import { todayIn } from '../../core/company-time.js';
import type { ModuleDemo } from '../../core/module.js';
import { setPreferences } from '../../core/preferences.js';
import { addAttendant, recordAttendance } from './services/attendants.js';
import { createEvent } from './services/events.js';
import { createNationalEvent } from './services/national.js';

type Holiday = Partial<NationalEventBody> & Pick<NationalEventBody, 'title' | 'method'>;

const holidays: Holiday[] = [
  { title: 'New Year’s Day', method: 'fixed', month: 1, day: 1 },
  { title: 'Good Friday', method: 'western-easter', offset: -2 },
  { title: 'Easter Monday', method: 'western-easter', offset: 1 },
  { title: 'Orthodox Easter', method: 'orthodox-easter', offset: 0, dayOff: false, color: '#8e24aa' },
  { title: 'Labour Day', method: 'fixed', month: 5, day: 1 },
  { title: 'Ascension Day', method: 'western-easter', offset: 39 },
  { title: 'Whit Monday', method: 'western-easter', offset: 50 },
  { title: 'Memorial Day (US office)', method: 'nth-weekday', month: 5, weekday: 1, nth: -1, dayOff: false },
  { title: 'Thanksgiving (US office)', method: 'nth-weekday', month: 11, weekday: 4, nth: 4, dayOff: false },
  { title: 'Christmas Eve', method: 'fixed', month: 12, day: 24, dayOff: false, color: '#ef6c00' },
  { title: 'Christmas Day', method: 'fixed', month: 12, day: 25 },
  { title: 'Boxing Day', method: 'fixed', month: 12, day: 26 },
];

export const eventsDemo: ModuleDemo = {
  order: 60,
  roles: {
    everyone: ['calendar:events:read'],
    'Shift leader': ['calendar:events:create'],
    Administrator: ['calendar:events:*'],
  },
  async seed(ctx, { actor, people }) {
    // Birthdays (the employees demo gives the dates): some shown whole, a few hidden.
    for (const person of people) {
      const birthdayVisibility = person.index % 5 === 0 ? 'full' : person.index % 11 === 3 ? 'hidden' : 'no-year';
      if (birthdayVisibility !== 'no-year') await setPreferences(ctx.db, person.id, { birthdayVisibility });
    }
    for (const h of holidays) {
      await createNationalEvent(ctx, {
        description: '',
        color: '#c62828',
        dayOff: true,
        month: null,
        day: null,
        weekday: null,
        nth: null,
        offset: 0,
        fromYear: null,
        ...h,
      });
    }

    const today = todayIn(ctx);
    const monday = weekStart(today);
    const base = {
      description: '',
      location: '',
      color: '#1565c0',
      signUp: true,
      capacity: null,
    };
    const sync = await createEvent(ctx, actor, 'repeatable', {
      ...base,
      title: 'Support weekly sync',
      description: 'What went well, what did not, and what the week brings.',
      location: 'Room Atlas / video call',
      startDate: addDays(monday, -56),
      startTime: '10:00',
      endDate: addDays(monday, -56),
      endTime: '10:30',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      exdates: [],
    });
    await createEvent(ctx, actor, 'repeatable', {
      ...base,
      title: 'All-hands',
      description: 'The whole company: news, numbers and questions.',
      location: 'Main hall',
      color: '#6a1b9a',
      startDate: addDays(monday, -90),
      startTime: '16:00',
      endDate: addDays(monday, -90),
      endTime: '17:00',
      rrule: 'FREQ=MONTHLY;BYDAY=1TH',
      exdates: [],
    });
    await createEvent(ctx, actor, 'repeatable', {
      ...base,
      title: 'Security patch window',
      location: 'Infrastructure',
      color: '#455a64',
      signUp: false,
      startDate: addDays(monday, 1),
      startTime: '22:00',
      endDate: addDays(monday, 2),
      endTime: '02:00',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      exdates: [],
    });

    const training = await createEvent(ctx, actor, 'normal', {
      ...base,
      title: 'DNS and SSL training',
      description: 'Zones, records, certificates and what to check first when a site is down.',
      location: 'Room Borealis',
      color: '#2e7d32',
      capacity: 12,
      startDate: addDays(today, 3),
      startTime: '13:00',
      endDate: addDays(today, 3),
      endTime: '16:00',
    });
    const party = await createEvent(ctx, actor, 'normal', {
      ...base,
      title: 'Year-end party',
      location: 'Rooftop',
      color: '#ad1457',
      startDate: addDays(today, 18),
      startTime: '18:00',
      endDate: addDays(today, 18),
      endTime: '23:00',
    });
    const offsite = await createEvent(ctx, actor, 'normal', {
      ...base,
      title: 'Team leads offsite',
      location: 'Lake house',
      color: '#00838f',
      startDate: addDays(today, -10),
      startTime: null,
      endDate: addDays(today, -9),
      endTime: null,
    });

    const asUser = (p: (typeof people)[number]) => ({
      ...actor,
      id: p.id,
      name: p.username,
      isAdmin: false,
      scopes: [],
    });
    const attendees = people.slice(0, 24);
    for (const [i, p] of attendees.entries()) {
      if (i < 8) await addAttendant(ctx, asUser(p), training.id, { note: '' });
      if (i % 2 === 0) await addAttendant(ctx, asUser(p), party.id, { note: i === 0 ? 'Bringing a guest' : '' });
      if (i < 10) await addAttendant(ctx, actor, sync.id, { userId: p.id, note: '' });
      if (i < 6) await addAttendant(ctx, actor, offsite.id, { userId: p.id, note: '' });
    }
    // Who came: the offsite, and last Monday's sync.
    await recordAttendance(ctx, actor, offsite.id, {
      date: offsite.startDate,
      entries: attendees.slice(0, 6).map((p, i) => ({ userId: p.id, present: i !== 4 })),
    });
    await recordAttendance(ctx, actor, sync.id, {
      date: addDays(monday, -7),
      entries: attendees.slice(0, 10).map((p, i) => ({ userId: p.id, present: i % 4 !== 3 })),
    });
  },
};
