import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './active-menu';

const menu = [
  '/',
  '/users',
  '/roles',
  '/departments',
  '/system-users',
  '/vhost/cdn',
  '/vhost/origin',
  '/qc/chats',
  '/qc/chats/queue',
  '/qc-settings/tags',
  '/qc-settings/score/types',
  '/qc-settings/score/grades',
  '/qc-settings/cron',
  '/calendar/shifts',
  '/calendar/shifts/manage',
  '/calendar/events',
  '/calendar/events/manage',
  '/dns',
  '/dossiers',
  '/dossiers/add',
];

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

  it('skips an alias whose target is not in the menu (the user lacks its scope)', () => {
    expect(activeMenuPath('/qc/chats/review', ['/qc/chats'])).toBe('/qc/chats');
    expect(activeMenuPath('/calendar/shifts/type/2', ['/calendar/shifts'])).toBe('/calendar/shifts');
  });
});
