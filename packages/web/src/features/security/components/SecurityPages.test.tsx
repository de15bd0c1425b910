import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { RlsListPage } from './RlsListPage';
import { UserListPage } from './UserListPage';

type Reply = { status: number; body: unknown };

function serve(routes: Record<string, (body: unknown) => Reply>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const route = Object.keys(routes).find((key) => {
        const [m, prefix] = key.split(' ');
        return m === method && url.startsWith(prefix!);
      });
      const reply = route ? routes[route]!(body) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const admin = { id: 1, username: 'admin', permissions: ['can_read|User', 'can_write|User'] };
const bootstrap = (user: unknown) => () => ({ status: 200, body: { user, feature_flags: {} } });

function renderPage(page: React.ReactNode) {
  return render(
    <Provider store={makeStore()}>
      <AntApp>
        <MemoryRouter>{page}</MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('security pages', { timeout: 60_000 }, () => {
  it('refuses non-admins without calling the admin API', async () => {
    const calls = serve({
      'GET /api/v1/tessera/bootstrap': bootstrap({ id: 2, username: 'gus', permissions: [] }),
    });
    renderPage(<UserListPage />);
    await screen.findByText('Only administrators can manage security.', {}, { timeout: 15_000 });
    expect(calls.some((call) => call.url.includes('/security/users'))).toBe(false);
  });

  it('lists users and adds one with roles, checking the form first', async () => {
    const calls = serve({
      'GET /api/v1/tessera/bootstrap': bootstrap(admin),
      'GET /api/v1/security/users/': () => ({
        status: 200,
        body: {
          count: 2,
          result: [
            {
              id: 1,
              username: 'admin',
              first_name: 'Admin',
              last_name: 'User',
              email: 'admin@localhost',
              active: true,
              roles: [{ id: 1, name: 'Admin' }],
              last_login: null,
              login_count: 1,
            },
            {
              id: 2,
              username: 'gail',
              first_name: 'Gail',
              last_name: 'Gamma',
              email: 'gail@example.com',
              active: false,
              roles: [{ id: 3, name: 'Gamma' }],
              last_login: null,
              login_count: 0,
            },
          ],
        },
      }),
      'GET /api/v1/security/roles/': () => ({
        status: 200,
        body: {
          count: 2,
          result: [
            { id: 1, name: 'Admin' },
            { id: 3, name: 'Gamma' },
          ],
        },
      }),
      'POST /api/v1/security/users/': () => ({ status: 201, body: { id: 2, result: {} } }),
    });
    renderPage(<UserListPage />);
    await screen.findByText('admin@localhost', {}, { timeout: 15_000 });
    expect(screen.getByText('Active', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('Inactive', { selector: '.ant-tag' })).toBeTruthy();
    // Admins may delete others, not themselves (the server refuses it anyway).
    const rows = [...document.querySelectorAll('[data-test=list-row]')];
    const deletable = rows.map((row) => row.querySelector('[data-test=row-delete]') !== null);
    expect(deletable).toEqual([false, true]);
    // The shared list page: users by name, and no _info (the security API has none; admins may all).
    const list = calls.find((call) => call.url.includes('/api/v1/security/users/?q='));
    expect(decodeURIComponent(list?.url ?? '')).toContain('order_column:username,order_direction:asc');
    expect(calls.some((call) => call.url.includes('_info'))).toBe(false);
    fireEvent.click(document.querySelector('[data-test=users-add]') as HTMLElement);
    await screen.findByText('Add user', { selector: '.ant-modal-title' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Username is required.', {}, { timeout: 15_000 });
    expect(screen.getByText('Choose at least one role.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the empty state of the RLS rules', async () => {
    serve({
      'GET /api/v1/tessera/bootstrap': bootstrap(admin),
      'GET /api/v1/rowlevelsecurity/': () => ({ status: 200, body: { count: 0, result: [] } }),
    });
    renderPage(<RlsListPage />);
    await screen.findByText(/No row level security rules yet/, {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Row Level Security' })).toBeTruthy());
  });
});
