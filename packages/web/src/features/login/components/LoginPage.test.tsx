import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { LoginPage, safeNext } from './LoginPage';

type Reply = { status: number; body: unknown };

/** Answers the app's HTTP calls in order of URL; the server itself is tested in packages/server. */
function serve(routes: Record<string, () => Reply | Promise<Reply>>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
      const reply = route ? await routes[route]!() : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderLogin() {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/login?next=%2Fchart%2Flist%2F']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/chart/list/" element={<div>chart list</div>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render of Ant Design under jsdom takes a few seconds on these machines.
describe('login page', { timeout: 30_000 }, () => {
  it('shows the server message on a wrong password and keeps the form usable', async () => {
    const calls = serve({
      '/api/v1/tessera/bootstrap': () => ({ status: 200, body: { user: null, feature_flags: {} } }),
      '/login/': () => ({ status: 401, body: { message: 'Invalid login. Please try again.' } }),
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Invalid login. Please try again.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/login/')?.body).toEqual({ username: 'admin', password: 'nope' });
    expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(false);
  });

  it('disables the form while signing in, then follows ?next=', async () => {
    let release: (reply: Reply) => void = () => {};
    let signedIn = false;
    serve({
      '/api/v1/tessera/bootstrap': () => ({
        status: 200,
        body: { user: signedIn ? { id: 1, username: 'admin' } : null, feature_flags: {} },
      }),
      '/login/': () =>
        new Promise<Reply>((resolve) => {
          release = (reply) => {
            signedIn = true;
            resolve(reply);
          };
        }),
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole('button', { name: /signing in/i })).toBeTruthy();
    release({ status: 200, body: { result: { id: 1 }, csrf_token: 't' } });
    expect(await screen.findByText('chart list')).toBeTruthy();
  });

  it('follows only same-site paths after signing in', () => {
    expect(safeNext('/explore/?slice_id=1')).toBe('/explore/?slice_id=1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
