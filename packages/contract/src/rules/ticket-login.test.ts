import { describe, expect, it } from 'vitest';
import { ticketClientLogin } from './ticket-login.js';

describe('ticketClientLogin', () => {
  it.each(['Unregistered', 'Email'])('shows %s clients as Not Logged, whatever the flag', (kind) => {
    expect(ticketClientLogin(kind)).toBe('Not Logged');
    expect(ticketClientLogin(kind, '1')).toBe('Not Logged');
    expect(ticketClientLogin(kind, 1)).toBe('Not Logged');
    expect(ticketClientLogin(kind, '0')).toBe('Not Logged');
  });

  it.each(['Client', 'Admin'])('shows %s as Logged In unless the flag is "0"', (kind) => {
    expect(ticketClientLogin(kind)).toBe('Logged In');
    expect(ticketClientLogin(kind, null)).toBe('Logged In');
    expect(ticketClientLogin(kind, '1')).toBe('Logged In');
    expect(ticketClientLogin(kind, 1)).toBe('Logged In');
    expect(ticketClientLogin(kind, '')).toBe('Logged In');
    expect(ticketClientLogin(kind, '0')).toBe('Not Logged');
    expect(ticketClientLogin(kind, 0)).toBe('Not Logged');
  });

  it('takes only "0" itself as the not-logged flag', () => {
    expect(ticketClientLogin('Client', '00')).toBe('Logged In');
    expect(ticketClientLogin('Client', ' 0')).toBe('Logged In');
    expect(ticketClientLogin('Client', -0)).toBe('Not Logged');
  });

  it('shows unknown or differently spelled kinds as Not Logged', () => {
    expect(ticketClientLogin('')).toBe('Not Logged');
    expect(ticketClientLogin('Guest', '1')).toBe('Not Logged');
    expect(ticketClientLogin('client', '1')).toBe('Not Logged');
    expect(ticketClientLogin('ADMIN')).toBe('Not Logged');
  });
});
