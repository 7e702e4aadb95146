import { requestsByDate, userTypes } from '@backoffice/contract/modules/leave';
import { listShiftCalendar } from '@backoffice/contract/modules/shifts';
import { listCertificates } from '@backoffice/contract/modules/ssl';
import { health } from '@backoffice/contract/modules/system';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay, localDate } from '../../core/dates';
import { earlyShift, shiftCalendarOf } from '../../test/fixtures';
import { renderScreen, signInAs } from '../../test/render';
import HomePage from './home-page';

const today = localDate();
const inTwoDays = addDays(today, 2);
const shift = (date: string, id: number) => earlyShift({ id, userId: 1, userName: 'Test User', date });
const annual = {
  typeId: 1,
  name: 'Annual leave',
  color: '#1976d2',
  deducts: true,
  year: 2026,
  allowance: 25,
  ownAllowance: false,
  carriedOver: 0,
  used: 6,
  pending: 0.5,
  remaining: 18.5,
};

const handlers = [
  [health, () => ({ status: 'ok', database: 'up', uptime: 3600 })],
  [listShiftCalendar, () => shiftCalendarOf([shift(addDays(today, 9), 8), shift(inTwoDays, 7)])],
  [userTypes, () => [annual, { ...annual, typeId: 2, name: 'Sick leave', deducts: false }]],
  [requestsByDate, () => []],
  [listCertificates, () => ({ items: [], total: 0, page: 1, take: 4 })],
] as const;

describe('home: your day', () => {
  it('shows an agent their next shift and their leave left, and no card they may not use', async () => {
    signInAs(['calendar:shifts:read', 'calendar:leave:create']);
    renderScreen(<HomePage />, { path: '/', handlers });
    const next = await screen.findByTestId('next-shift');
    expect(next).toHaveTextContent(`${formatDay(inTwoDays, { year: false })}, 06:00–14:00`);
    expect(next).toHaveTextContent('Early · 1 more in the next two weeks');
    const left = await screen.findByTestId('leave-left');
    expect(left).toHaveTextContent('18.5 days left of 25 · Annual leave (0.5 waiting)');
    expect(left).not.toHaveTextContent('Sick leave');
    // The card is on screen while its query is pending: wait for its answer, not for the card.
    const outToday = await screen.findByRole('region', { name: 'Out today' });
    expect(await within(outToday).findByText('Everyone is in today.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Leave to decide' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certificates expiring' })).toBeNull();
  });

  it('links each card to where its work is done', async () => {
    signInAs(['calendar:shifts:read', 'calendar:leave:create']);
    renderScreen(<HomePage />, { path: '/', handlers });
    const shifts = await screen.findByRole('region', { name: 'Your next shift' });
    expect(within(shifts).getByRole('link', { name: 'My shifts' })).toHaveAttribute(
      'href',
      '/calendar/shifts?view=mine',
    );
    const leave = await screen.findByRole('region', { name: 'Your leave left' });
    expect(within(leave).getByRole('link', { name: 'Request leave' })).toHaveAttribute('href', '/leaves/new');
  });

  it('shows whoever keeps certificates those expiring within a month', async () => {
    signInAs(['ssl:cert:read']);
    renderScreen(<HomePage />, {
      path: '/',
      handlers: [
        ...handlers.filter(([e]) => e !== listCertificates),
        [
          listCertificates,
          () => ({
            items: [
              {
                id: 4,
                kind: 'lets-encrypt',
                domain: 'shop.example.com',
                displayDomain: 'shop.example.com',
                altNames: ['shop.example.com'],
                website: null,
                issuer: "CN=(STAGING) Let's Encrypt",
                subject: 'CN=shop.example.com',
                serialNumber: '04',
                fingerprint256: 'AB:CD',
                notBefore: '2026-09-01T00:00:00.000Z',
                notAfter: '2026-12-01T00:00:00.000Z',
                daysLeft: 5,
                email: null,
                autoRenew: true,
                renewalError: null,
                lastRenewedAt: null,
                createdAt: '2026-09-01T00:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            take: 4,
          }),
        ],
      ],
    });
    const card = await screen.findByRole('region', { name: 'Certificates expiring' });
    expect(await within(card).findByText('1 within 30 days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'shop.example.com' })).toHaveAttribute('href', '/ssl/4');
    expect(screen.queryByRole('region', { name: 'Your next shift' })).toBeNull();
  });
});
