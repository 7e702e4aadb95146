import { eventsScreens } from '@backoffice/contract/modules/events.paths';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { defineModule } from '../../core/module';
import { eventsHeading } from './headings';
import { eventsPaths } from './paths';

// Spec §2: the calendar needs calendar:events:read; every other screen calendar:events:create.
const READ = ['calendar:events:read'] as const;
const MANAGE = ['calendar:events:create'] as const;

export default defineModule({
  routes: [
    {
      path: eventsScreens.calendar.pattern,
      scopes: READ,
      ...eventsHeading,
      component: () => import('./pages/events-page'),
    },
    {
      path: eventsScreens.manage.pattern,
      scopes: MANAGE,
      title: 'Manage events',
      component: () => import('./pages/manage-page'),
    },
    {
      path: eventsScreens.newEvent.pattern,
      scopes: MANAGE,
      title: 'New event',
      component: () => import('./pages/event-page'),
    },
    {
      path: eventsScreens.event.pattern,
      scopes: MANAGE,
      title: 'Event',
      component: () => import('./pages/event-page'),
    },
    {
      path: eventsScreens.newNational.pattern,
      scopes: MANAGE,
      title: 'New national holiday',
      component: () => import('./pages/national-event-page'),
    },
    {
      path: eventsScreens.national.pattern,
      scopes: MANAGE,
      title: 'National holiday',
      component: () => import('./pages/national-event-page'),
    },
    {
      path: eventsScreens.newRepeatable.pattern,
      scopes: MANAGE,
      title: 'New repeatable event',
      component: () => import('./pages/repeatable-event-page'),
    },
    {
      path: eventsScreens.repeatable.pattern,
      scopes: MANAGE,
      title: 'Repeatable event',
      component: () => import('./pages/repeatable-event-page'),
    },
    {
      path: eventsScreens.attendants.pattern,
      scopes: MANAGE,
      title: 'Attendants',
      component: () => import('./pages/attendants-page'),
    },
    {
      path: eventsScreens.signUp.pattern,
      scopes: MANAGE,
      title: 'Sign up',
      component: () => import('./pages/signup-page'),
    },
  ],
  menu: [
    {
      group: 'Calendar',
      order: 50,
      items: [
        { order: 30, label: 'Events', path: eventsPaths.calendar(), scopes: READ, icon: CelebrationOutlined },
        {
          order: 40,
          label: 'Manage events',
          path: eventsPaths.manage(),
          scopes: MANAGE,
          icon: EventNoteOutlined,
          activeOn: [eventsPaths.newEvent(), eventsPaths.newNational(), eventsPaths.newRepeatable()],
        },
      ],
    },
  ],
  commands: () => import('./commands'),
});
