import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { serverFieldErrors } from './form-errors';

const failure = (details?: { field: string; message: string }[]) =>
  new ApiRequestError('dns.createZone', {
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message: 'body.name: the zone name needs at least two labels',
    ...(details ? { details } : {}),
  });

describe('serverFieldErrors', () => {
  it('places body fields on form fields and keeps the rest for an alert', () => {
    const result = serverFieldErrors(
      failure([
        { field: 'body.name', message: 'the zone name needs at least two labels' },
        { field: 'body.nameservers.1', message: 'the name server has an empty label' },
        { field: 'body.adminOnly', message: 'must be a boolean' },
      ]),
      { name: 'name', nameservers: 'nameservers' } as const,
    );
    expect(result.fields).toEqual({
      name: ['the zone name needs at least two labels'],
      nameservers: ['the name server has an empty label'],
    });
    expect(result.general).toBe('adminOnly: must be a boolean');
  });

  it('gives the message of an error without details', () => {
    expect(serverFieldErrors(failure(), { name: 'name' }).general).toMatch(/two labels/);
    expect(serverFieldErrors(new Error('boom'), { name: 'name' })).toEqual({ fields: {}, general: 'boom' });
  });
});
