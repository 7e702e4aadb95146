import { describe, expect, it } from 'vitest';
import { type ActiveMenuCandidate, activeMenuPath } from './active-menu';

// Today's modules plus the spec's QC and calendar menus (no module owns them yet): the paths that
// belong to another item than their location suggests are declared on that item, as a module would.
const menu: ActiveMenuCandidate[] = [
  { path: '/' },
  { path: '/users' },
  { path: '/roles' },
  { path: '/departments' },
  { path: '/system-users' },
  { path: '/vhost/cdn' },
  { path: '/vhost/origin' },
  { path: '/qc/chats' },
  { path: '/qc/chats/queue', activeOn: ['/qc/chats/review'] },
  { path: '/qc-settings/tags' },
  { path: '/qc-settings/score/types' },
  { path: '/qc-settings/score/grades' },
  { path: '/qc-settings/cron' },
  { path: '/calendar/shifts' },
  { path: '/calendar/shifts/manage', activeOn: ['/calendar/shifts/type', '/calendar/shifts/automation'] },
  { path: '/calendar/events' },
  {
    path: '/calendar/events/manage',
    activeOn: ['/calendar/events/event', '/calendar/events/national-event', '/calendar/events/repeatable-event'],
  },
  { path: '/dns' },
  { path: '/dossiers' },
  { path: '/dossiers/add' },
];

const paths = (...list: string[]): ActiveMenuCandidate[] => list.map((path) => ({ path }));

describe('activeMenuPath', () => {
  it('matches a menu path exactly', () => {
    expect(activeMenuPath('/users', menu)).toBe('/users');
    expect(activeMenuPath('/calendar/shifts', menu)).toBe('/calendar/shifts');
    expect(activeMenuPath('/dossiers/add', menu)).toBe('/dossiers/add');
  });

  it('matches home only exactly', () => {
    expect(activeMenuPath('/', menu)).toBe('/');
    expect(activeMenuPath('/nowhere', menu)).toBeNull();
    expect(activeMenuPath('/usersx', menu)).toBeNull();
  });

  it('highlights the chat queue on the chat review screen', () => {
    expect(activeMenuPath('/qc/chats/review', menu)).toBe('/qc/chats/queue');
    expect(activeMenuPath('/qc/chats/review/42', menu)).toBe('/qc/chats/queue');
    expect(activeMenuPath('/qc/chats/queue', menu)).toBe('/qc/chats/queue');
  });

  it('highlights the parent list on create, edit, update and type screens', () => {
    expect(activeMenuPath('/users/create', menu)).toBe('/users');
    expect(activeMenuPath('/users/edit/5', menu)).toBe('/users');
    expect(activeMenuPath('/roles/edit/3', menu)).toBe('/roles');
    expect(activeMenuPath('/departments/create', menu)).toBe('/departments');
    expect(activeMenuPath('/qc-settings/tags/update/3', menu)).toBe('/qc-settings/tags');
    expect(activeMenuPath('/qc-settings/tags/create', menu)).toBe('/qc-settings/tags');
    expect(activeMenuPath('/qc-settings/score/types/update/9', menu)).toBe('/qc-settings/score/types');
    expect(activeMenuPath('/qc-settings/score/grades/create', menu)).toBe('/qc-settings/score/grades');
    expect(activeMenuPath('/qc-settings/cron/edit/2', menu)).toBe('/qc-settings/cron');
    expect(activeMenuPath('/system-users/edit/1', menu)).toBe('/system-users');
    expect(activeMenuPath('/vhost/cdn/create', menu)).toBe('/vhost/cdn');
    expect(activeMenuPath('/vhost/origin/create', menu)).toBe('/vhost/origin');
  });

  it('highlights shift management on shift type and automation screens', () => {
    expect(activeMenuPath('/calendar/shifts/type', menu)).toBe('/calendar/shifts/manage');
    expect(activeMenuPath('/calendar/shifts/type/2', menu)).toBe('/calendar/shifts/manage');
    expect(activeMenuPath('/calendar/shifts/automation/7', menu)).toBe('/calendar/shifts/manage');
    expect(activeMenuPath('/calendar/events/event/4/attendant', menu)).toBe('/calendar/events/manage');
  });

  it('matches routes with an id by their longest parent path', () => {
    expect(activeMenuPath('/dns/zone/7', menu)).toBe('/dns');
    expect(activeMenuPath('/dns/zone/7/create', menu)).toBe('/dns');
    expect(activeMenuPath('/qc/chats/1234', menu)).toBe('/qc/chats');
    expect(activeMenuPath('/dossiers/17/feedbacks/create', menu)).toBe('/dossiers');
  });

  it('ignores a trailing slash', () => {
    expect(activeMenuPath('/users/', menu)).toBe('/users');
    expect(activeMenuPath('/users/edit/5/', menu)).toBe('/users');
  });

  it('skips a declaration whose item is not in the menu (the user lacks its scope)', () => {
    expect(activeMenuPath('/qc/chats/review', paths('/qc/chats'))).toBe('/qc/chats');
    expect(activeMenuPath('/calendar/shifts/type/2', paths('/calendar/shifts'))).toBe('/calendar/shifts');
  });

  it('lets the longest declaration win and an exact item path beat any declaration', () => {
    const items: ActiveMenuCandidate[] = [
      { path: '/a', activeOn: ['/x'] },
      { path: '/b', activeOn: ['/x/y'] },
      { path: '/x/y/z' },
    ];
    expect(activeMenuPath('/x/1', items)).toBe('/a');
    expect(activeMenuPath('/x/y/1', items)).toBe('/b');
    expect(activeMenuPath('/x/y/z', items)).toBe('/x/y/z');
    expect(activeMenuPath('/x/y/', items)).toBe('/b');
  });
});
