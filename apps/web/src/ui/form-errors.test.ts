import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../core/api';
import { applyServerErrors, fieldMessage, serverFieldErrors } from './form-errors';

const failure = (statusCode: number, message: string, details?: { field: string; message: string }[]) =>
  new ApiRequestError('test', { statusCode, error: 'Error', code: 'X', message, ...(details ? { details } : {}) });

describe('serverFieldErrors', () => {
  it('puts a 409 on the field it names', () => {
    const error = failure(409, 'This username is already taken', [
      { field: 'body.username', message: 'This username is already taken' },
    ]);
    expect(serverFieldErrors(error, ['username', 'email'])).toEqual({
      fields: { username: ['This username is already taken'] },
      general: null,
    });
  });

  it('names a field by the first segment below the body, keeping every message of it', () => {
    const error = failure(400, 'body.name: the zone name needs at least two labels', [
      { field: 'body.name', message: 'the zone name needs at least two labels' },
      { field: 'body.nameservers.1', message: 'the name server has an empty label' },
      { field: 'body.nameservers.3', message: 'the name server is too long' },
    ]);
    expect(serverFieldErrors(error, ['name', 'nameservers']).fields).toEqual({
      name: ['the zone name needs at least two labels'],
      nameservers: ['the name server has an empty label', 'the name server is too long'],
    });
  });

  it('reads the fields of a nested form below its own part of the body', () => {
    const error = failure(400, 'body.userData.email: Enter a valid email address', [
      { field: 'body.userData.email', message: 'Enter a valid email address' },
      { field: 'body.userData.roleId', message: 'Unknown role' },
    ]);
    expect(serverFieldErrors(error, ['email', 'roleId'], 'body.userData')).toEqual({
      fields: { email: ['Enter a valid email address'], roleId: ['Unknown role'] },
      general: null,
    });
    // `body.userDataX` is not below `body.userData`.
    expect(
      serverFieldErrors(failure(400, 'x', [{ field: 'body.userDataX', message: 'bad' }]), ['email'], 'body.userData'),
    ).toEqual({ fields: {}, general: 'bad' });
  });

  it('keeps for above the form what no field of the form shows, and errors without details', () => {
    const error = failure(400, 'body.name: too long', [
      { field: 'body.name', message: 'too long' },
      { field: 'body.adminOnly', message: 'must be a boolean' },
      { field: 'params.id', message: 'must be a number' },
    ]);
    expect(serverFieldErrors(error, ['name'])).toEqual({
      fields: { name: ['too long'] },
      general: 'adminOnly: must be a boolean must be a number',
    });
    expect(serverFieldErrors(failure(403, 'Forbidden'), ['name'])).toEqual({ fields: {}, general: 'Forbidden' });
    expect(serverFieldErrors(failure(400, 'Invalid', []), ['name'])).toEqual({ fields: {}, general: 'Invalid' });
    expect(serverFieldErrors(new Error('boom'), [])).toEqual({ fields: {}, general: 'boom' });
  });
});

/** A `setError` that records each call as [field, message, focused]. */
function recordedErrors() {
  const calls: [string, string, boolean][] = [];
  const setError = ((field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push([field, error.message ?? '', options?.shouldFocus ?? false]);
  }) as UseFormSetError<FieldValues>;
  return { calls, setError };
}

describe('applyServerErrors', () => {
  it('sets each field with its messages, focuses the first field of the form, returns the rest', () => {
    const { calls, setError } = recordedErrors();
    const error = failure(400, 'x', [
      { field: 'body.zoneFile.4', message: 'line 5: bad address' },
      { field: 'body.name', message: 'already exists' },
      { field: 'body.zoneFile.9', message: 'line 10: bad name' },
      { field: 'body.other', message: 'nope' },
    ]);
    expect(applyServerErrors(error, setError, ['name', 'zoneFile'])).toBe('other: nope');
    expect(calls).toEqual([
      ['name', 'already exists', true],
      ['zoneFile', 'line 5: bad address; line 10: bad name', false],
    ]);
  });

  it('puts a request field the form shows under another name on that input', () => {
    const { calls, setError } = recordedErrors();
    const error = failure(400, 'x', [
      { field: 'body.check.port', message: 'must be a port from 1 to 65535' },
      { field: 'body.services.0.name', message: 'postfix is not a service of a web server' },
    ]);
    expect(applyServerErrors(error, setError, ['name'], 'body', { check: 'checkPort' })).toBe(
      'services: postfix is not a service of a web server',
    );
    expect(calls).toEqual([['checkPort', 'must be a port from 1 to 65535', true]]);
  });
});

describe('fieldMessage', () => {
  it('finds the message on the field, or on the first item of a list the schema names', () => {
    const input = { tagName: 'INPUT', message: undefined };
    const errors = {
      name: { type: 'server', message: 'is taken', ref: input },
      altNames: [undefined, { type: 'invalid_string', message: 'must be a domain name', ref: input }],
      empty: { type: 'x', message: '', ref: { message: 'never read from the input' } },
    };
    expect(fieldMessage(errors, 'name')).toBe('is taken');
    expect(fieldMessage(errors, 'altNames')).toBe('must be a domain name');
    expect(fieldMessage(errors, 'empty')).toBeUndefined();
    expect(fieldMessage(errors, 'none')).toBeUndefined();
  });
});
