import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { DatabaseModal } from './DatabaseModal';

type Reply = { status: number; body: unknown };
// A shared two-core machine renders antd slowly: wait longer than the default second.
const WAIT = { timeout: 10_000 };

const ENGINES = [
  {
    engine: 'postgresql',
    name: 'PostgreSQL',
    sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    parameters: {
      properties: {
        host: { type: 'string' },
        port: { type: 'integer' },
        database: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
      },
      required: ['host', 'port', 'database', 'username'],
    },
  },
  {
    engine: 'sqlite',
    name: 'SQLite',
    sqlalchemy_uri_placeholder: 'sqlite:///path/to/file.db',
    engine_information: { supports_file_upload: true },
  },
];

function serve(routes: Record<string, (body: unknown) => Reply>) {
  const calls: { url: string; method: string; body: Record<string, unknown> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
      const reply = route ? routes[route]!(body) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function standardRoutes(overrides: Record<string, (body: unknown) => Reply> = {}) {
  return serve({
    '/api/v1/security/csrf_token/': () => ({ status: 200, body: { result: 't' } }),
    '/api/v1/database/available/': () => ({ status: 200, body: ENGINES }),
    ...overrides,
  });
}

function renderModal(onClose = vi.fn()) {
  render(
    <Provider store={makeStore()}>
      <App>
        <DatabaseModal open databaseId={null} onClose={onClose} />
      </App>
    </Provider>,
  );
  return onClose;
}

const byTest = (name: string) => document.querySelector(`[data-test=${name}]`) as HTMLElement | null;
const findByTest = (name: string) =>
  waitFor(() => {
    const found = byTest(name);
    if (!found) throw new Error(`no [data-test=${name}] yet`);
    return found;
  }, WAIT);

/** Picks the engine, then the SQLAlchemy URI mode, and types the URI. */
async function connectWithUri(engine: string, uri: string) {
  fireEvent.click(await findByTest(`engine-${engine}`));
  if (engine === 'postgresql') {
    expect(byTest('parameter-host')).not.toBeNull();
    fireEvent.click(screen.getByText('SQLAlchemy URI'));
  }
  const input = await findByTest('sqlalchemy-uri');
  fireEvent.change(input, { target: { value: uri } });
  return input as HTMLInputElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DatabaseModal in SQLAlchemy URI mode', { timeout: 60_000 }, () => {
  it('swaps the parameter form for the URI field, tests it and says the connection looks good', async () => {
    const calls = standardRoutes({
      '/api/v1/database/test_connection/': () => ({ status: 200, body: { message: 'OK' } }),
    });
    renderModal();
    const input = await connectWithUri('postgresql', 'postgresql://ada:secret@db.local:5432/shop');
    expect(input.placeholder).toBe(ENGINES[0]!.sqlalchemy_uri_placeholder);
    expect(byTest('parameter-host')).toBeNull();
    expect(screen.getByText('Refer to the SQLAlchemy docs for how to structure your URI.')).toBeTruthy();

    fireEvent.click(byTest('test-connection')!);
    expect(await screen.findByText('Connection looks good!', {}, WAIT)).toBeTruthy();
    const test = calls.find((c) => c.url === '/api/v1/database/test_connection/');
    expect(test?.method).toBe('POST');
    expect(test?.body).toMatchObject({
      engine: 'postgresql',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'postgresql://ada:secret@db.local:5432/shop',
    });
    // The URI is tested as it is, not validated as parameters.
    expect(calls.some((c) => c.url.includes('validate_parameters'))).toBe(false);
  });

  it('shows ERROR: and the server’s message when the connection fails', async () => {
    standardRoutes({
      '/api/v1/database/test_connection/': () => ({
        status: 422,
        body: {
          errors: [
            {
              message: 'Could not connect to the database: connection refused',
              error_type: 'GENERIC_DB_ENGINE_ERROR',
              level: 'error',
              extra: {},
            },
          ],
        },
      }),
    });
    renderModal();
    await connectWithUri('postgresql', 'postgresql://ada@nowhere:1/shop');
    fireEvent.click(byTest('test-connection')!);
    expect(
      await screen.findByText('ERROR: Could not connect to the database: connection refused', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByText('Connection looks good!')).toBeNull();
    // The same reason stays in the dialog after the toast goes.
    expect(byTest('connection-error')?.textContent).toContain('connection refused');
  });

  it('puts a URI refused by the server beside the URI field', async () => {
    standardRoutes({
      '/api/v1/database/test_connection/': () => ({
        status: 400,
        body: { message: { sqlalchemy_uri: ['Invalid connection string'] } },
      }),
    });
    renderModal();
    await connectWithUri('postgresql', 'not a uri');
    fireEvent.click(byTest('test-connection')!);
    expect(await screen.findByText('ERROR: Invalid connection string', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(screen.getAllByText('Invalid connection string').length).toBeGreaterThan(0),
      WAIT,
    );
    expect(document.querySelector('.ant-form-item-has-error [data-test=sqlalchemy-uri]')).not.toBeNull();
  });

  it('connects an engine that only takes a URI with the URI typed', async () => {
    const calls = standardRoutes({
      '/api/v1/database/': () => ({
        status: 201,
        body: { id: 3, result: { id: 3, database_name: 'SQLite', backend: 'sqlite' } },
      }),
    });
    const onClose = renderModal();
    await connectWithUri('sqlite', 'sqlite:////data/shop.db');
    // No parameter form to switch to: the URI field is all there is.
    expect(byTest('connection-mode')).toBeNull();
    fireEvent.click(byTest('save-database')!);
    expect(await screen.findByText('Database connected', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    const save = calls.find((c) => c.url === '/api/v1/database/' && c.method === 'POST');
    expect(save?.body).toMatchObject({
      engine: 'sqlite',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'sqlite:////data/shop.db',
    });
  });
});
