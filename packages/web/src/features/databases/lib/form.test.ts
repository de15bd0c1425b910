import { describe, expect, it } from 'vitest';
import type { Database, EngineInfo } from '../api/databaseApi';
import { formOf, newForm, payloadOf } from './form';

const postgres: EngineInfo = {
  engine: 'postgresql',
  name: 'PostgreSQL',
  sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname',
  parameters: {
    properties: {
      host: { type: 'string' },
      port: { type: 'integer', default: 5432 },
      encryption: { type: 'boolean' },
      query: { type: 'object' },
    },
    required: ['host', 'port'],
  },
};

describe('connection form', () => {
  it('starts a new connection with the engine defaults, in the parameter form', () => {
    const form = newForm(postgres);
    expect(form).toMatchObject({
      name: 'PostgreSQL',
      mode: 'dynamic_form',
      parameters: { port: 5432, encryption: false },
    });
  });

  it('sends parameters with the query text as an object, and the upload schemas in extra', () => {
    const form = {
      ...newForm(postgres),
      name: ' Sales ',
      parameters: { host: 'db', port: 5432, encryption: true, query: 'application_name=tessera' },
      allowFileUpload: true,
      uploadSchemas: 'public, uploads',
      cacheTimeout: '600',
      extraRest: { metadata_params: {} },
    };
    expect(payloadOf(form)).toEqual({
      database_name: 'Sales',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: 'db', port: 5432, encryption: true, query: { application_name: 'tessera' } },
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: true,
      cache_timeout: 600,
      extra: JSON.stringify({ metadata_params: {}, schemas_allowed_for_file_upload: ['public', 'uploads'] }),
    });
  });

  it('round-trips a stored database (masked password kept as the mask)', () => {
    const database: Database = {
      id: 3,
      database_name: 'Sales',
      backend: 'postgresql',
      engine: 'postgresql',
      sqlalchemy_uri: 'postgresql://ana:XXXXXXXXXX@db:5432/sales',
      configuration_method: 'dynamic_form',
      parameters: {
        host: 'db',
        port: 5432,
        username: 'ana',
        password: 'XXXXXXXXXX',
        database: 'sales',
        query: { a: '1' },
        encryption: false,
      },
      expose_in_sqllab: true,
      allow_dml: true,
      allow_run_async: false,
      allow_file_upload: true,
      cache_timeout: null,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: ['public'], version: '16' }),
    };
    const form = formOf(database);
    expect(form).toMatchObject({
      uploadSchemas: 'public',
      cacheTimeout: '',
      allowDml: true,
      extraRest: { version: '16' },
    });
    expect(form.parameters).toMatchObject({ password: 'XXXXXXXXXX', query: 'a=1' });
    const payload = payloadOf(form);
    expect(payload.parameters).toMatchObject({ password: 'XXXXXXXXXX', query: { a: '1' } });
    expect(JSON.parse(payload.extra)).toEqual({ version: '16', schemas_allowed_for_file_upload: ['public'] });
  });

  it('sends the URI as typed in the URI form', () => {
    const form = { ...newForm(postgres), mode: 'sqlalchemy_form' as const, uri: ' postgresql://u@h/db ' };
    expect(payloadOf(form)).toMatchObject({
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'postgresql://u@h/db',
    });
    expect(payloadOf(form)).not.toHaveProperty('parameters');
  });
});
