import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../core/api';
import { placeServerErrors } from './server-errors';

const failure = (statusCode: number, message: string, details?: { field: string; message: string }[]) =>
  new ApiRequestError('test', { statusCode, error: 'Error', code: 'X', message, ...(details ? { details } : {}) });

describe('placeServerErrors', () => {
  it('puts a 409 on the field it names', () => {
    const error = failure(409, 'This username is already taken', [
      { field: 'body.username', message: 'This username is already taken' },
    ]);
    expect(placeServerErrors(error, ['body'], ['username', 'email'])).toEqual({
      fields: { username: 'This username is already taken' },
      message: null,
    });
  });

  it('takes the longest prefix and the first segment after it', () => {
    const error = failure(400, 'body.userData.email: Enter a valid email address', [
      { field: 'body.userData.email', message: 'Enter a valid email address' },
      { field: 'body.scopes.3', message: 'Unknown scope "x:y"' },
    ]);
    expect(placeServerErrors(error, ['body', 'body.userData'], ['email', 'scopes']).fields).toEqual({
      email: 'Enter a valid email address',
      scopes: 'Unknown scope "x:y"',
    });
  });

  it('keeps the message for what no field of the form shows', () => {
    const error = failure(400, 'body.roleId: Unknown role', [{ field: 'body.roleId', message: 'Unknown role' }]);
    expect(placeServerErrors(error, ['body'], ['username'])).toEqual({
      fields: {},
      message: 'body.roleId: Unknown role',
    });
    expect(placeServerErrors(failure(403, 'Forbidden'), ['body'], ['username'])).toEqual({
      fields: {},
      message: 'Forbidden',
    });
    expect(placeServerErrors(new Error('boom'), ['body'], [])).toEqual({ fields: {}, message: 'boom' });
  });
});
