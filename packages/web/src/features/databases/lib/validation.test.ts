import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, mapValidationErrors, REQUIRED_FIELD, sipErrorsOf } from './validation';

const missing = {
  message: 'One or more parameters are missing: host, database',
  error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
  extra: { missing: ['host', 'database'] },
};
const denied = {
  message: 'The PostgreSQL server refused the login.',
  error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
  extra: { invalid: ['username', 'password'] },
};
const port = {
  message: 'Port must be a valid integer between 0 and 65535 (inclusive).',
  error_type: 'CONNECTION_INVALID_PORT_ERROR',
  extra: { invalid: ['port'] },
};

describe('mapValidationErrors', () => {
  it("gives missing parameters 'This is a required field' when forced", () => {
    expect(mapValidationErrors([missing, port], true)).toEqual({
      fields: { host: REQUIRED_FIELD, database: REQUIRED_FIELD, port: port.message },
      general: [],
    });
  });

  it('ignores missing-parameter and access-denied errors unless forced', () => {
    expect(mapValidationErrors([missing, denied, port], false)).toEqual({
      fields: { port: port.message },
      general: [],
    });
    expect(mapValidationErrors([denied], true).fields).toEqual({
      username: denied.message,
      password: denied.message,
    });
  });

  it('keeps errors that name no field as general messages', () => {
    expect(mapValidationErrors([{ message: 'Engine "x" cannot be configured' }], false)).toEqual({
      fields: {},
      general: ['Engine "x" cannot be configured'],
    });
  });
});

describe('answer bodies', () => {
  it('reads SIP-40 errors and field messages', () => {
    expect(sipErrorsOf({ errors: [port, { nope: 1 }] })).toEqual([port]);
    expect(sipErrorsOf('text')).toEqual([]);
    expect(
      fieldMessagesOf({ message: { database_name: ['A database with the same name already exists.'] } }),
    ).toEqual({
      database_name: 'A database with the same name already exists.',
    });
    expect(fieldMessagesOf({ message: 'plain' })).toEqual({});
  });
});
