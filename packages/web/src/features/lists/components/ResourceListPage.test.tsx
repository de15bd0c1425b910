import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { type ResourceConfig, ResourceListPage } from './ResourceListPage';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../app/saveFile', () => ({ saveBlob }));

interface Chart {
  readonly id: number;
  readonly slice_name: string;
}

const CHARTS: Chart[] = [
  { id: 1, slice_name: 'Alpha' },
  { id: 2, slice_name: 'Beta' },
];

const config: ResourceConfig<Chart> = {
  resource: 'chart',
  title: 'Charts',
  noun: { singular: 'chart', plural: 'charts' },
  spec: { search: { col: 'slice_name', opr: 'chart_all_text' } },
  filters: [],
  columns: (helpers) => [
    { key: 'star', render: (_: unknown, item: Chart) => helpers.star(item) },
    { key: 'slice_name', title: 'Name', dataIndex: 'slice_name' },
    { key: 'actions', render: (_: unknown, item: Chart) => helpers.actions(item) },
  ],
  nameOf: (item) => item.slice_name,
  favorite: 'chart',
  transfer: 'chart',
  emptyHint: 'No charts yet',
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
type Route = (method: string, path: string, q: string | null) => Answer | undefined;

const json = (status: number, body: unknown): Answer => ({ status, body });
const calls: { method: string; path: string; q: string | null }[] = [];

/** The server: `override` answers first; the rest is a healthy chart list. */
function serve(override: Route = () => undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const q = url.searchParams.get('q');
      calls.push({ method, path: url.pathname, q });
      const answer = override(method, url.pathname, q) ?? healthy(method, url.pathname);
      const isZip = answer.headers?.['content-type'] === 'application/zip';
      return new Response(isZip ? (answer.body as string) : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers ?? { 'content-type': 'application/json' },
      });
    }),
  );
}

function healthy(method: string, path: string): Answer {
  if (path === '/api/v1/security/csrf_token/') return json(200, { result: 'token' });
  if (path === '/api/v1/tessera/bootstrap') return json(200, { user: { username: 'admin', isActive: true } });
  if (path === '/api/v1/chart/_info')
    return json(200, { permissions: ['can_read', 'can_write', 'can_export'] });
  if (path === '/api/v1/chart/favorite_status/')
    return json(200, { result: CHARTS.map(({ id }) => ({ id, value: false })) });
  if (path === '/api/v1/chart/' && method === 'GET')
    return json(200, { count: CHARTS.length, ids: CHARTS.map((c) => c.id), result: CHARTS });
  if (path === '/api/v1/chart/' && method === 'DELETE') return json(200, { message: 'Deleted 2 charts' });
  return json(404, { message: 'Not found' });
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <AntApp>
        <ResourceListPage config={config} />
      </AntApp>
    </Provider>,
  );
}

const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

async function confirmDelete() {
  fireEvent.change(await screen.findByLabelText(/Type DELETE to confirm/), { target: { value: 'DELETE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
}

async function selectBoth() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
  const bar = await screen.findByText('0 selected');
  fireEvent.click(within(bar.parentElement!).getByRole('button', { name: 'Select all' }));
  await find('2 selected');
  return bar.parentElement!;
}

beforeEach(() => {
  calls.length = 0;
  saveBlob.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResourceListPage: spec 001 point 8 messages', { timeout: 30_000 }, () => {
  it("says 'An error occurred while fetching %ss: %s' when the list fails", async () => {
    serve((_, path) => (path === '/api/v1/chart/' ? json(500, { message: 'database down' }) : undefined));
    renderPage();
    expect(await find('An error occurred while fetching charts: database down')).toBeTruthy();
  });

  it("says 'An error occurred while fetching %s info: %s' when _info fails", async () => {
    serve((_, path) => (path === '/api/v1/chart/_info' ? json(500, { message: 'no info' }) : undefined));
    renderPage();
    expect(await find('An error occurred while fetching chart info: no info')).toBeTruthy();
  });

  it("says 'There was an error fetching the favorite status: %s' when favorite_status fails", async () => {
    serve((_, path) =>
      path === '/api/v1/chart/favorite_status/' ? json(500, { message: 'stars lost' }) : undefined,
    );
    renderPage();
    expect(await find('There was an error fetching the favorite status: stars lost')).toBeTruthy();
  });

  it("says 'There was an error saving the favorite status: %s' when starring fails", async () => {
    serve((method, path) =>
      path === '/api/v1/chart/1/favorites/' && method === 'POST'
        ? json(500, { message: 'cannot star' })
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alpha to favorites' }));
    expect(await find('There was an error saving the favorite status: cannot star')).toBeTruthy();
  });

  it("says 'There was an issue deleting %s: %s' when deleting one row fails", async () => {
    serve((method, path) =>
      path === '/api/v1/chart/' && method === 'DELETE' ? json(422, { message: 'in use' }) : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    await confirmDelete();
    expect(await find('There was an issue deleting Alpha: in use')).toBeTruthy();
  });
});

describe('ResourceListPage: bulk actions', { timeout: 30_000 }, () => {
  it("deletes the selected rows in one call and says 'Deleted: %s'", async () => {
    serve();
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: /Delete/ }));
    expect(await find('Are you sure you want to delete the 2 selected charts?')).toBeTruthy();
    await confirmDelete();
    expect(await find('Deleted: Alpha, Beta')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/v1/chart/', q: '!(1,2)' },
    ]);
  });

  it("says 'There was an issue deleting: %s' when a bulk delete fails", async () => {
    serve((method, path) =>
      path === '/api/v1/chart/' && method === 'DELETE' ? json(403, { message: 'not yours' }) : undefined,
    );
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: /Delete/ }));
    await confirmDelete();
    expect(await find('There was an issue deleting: not yours')).toBeTruthy();
  });

  it('exports the selected rows as one bundle, saved under the name the server gives', async () => {
    serve((_, path) =>
      path === '/api/v1/chart/export/'
        ? {
            status: 200,
            body: 'PK-zip-bytes',
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename=chart_export_20260101T000000.zip',
            },
          }
        : undefined,
    );
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/api/v1/chart/export/')?.q).toBe('!(1,2)');
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('chart_export_20260101T000000.zip');
    expect(await blob.text()).toBe('PK-zip-bytes');
  });

  it("says 'There was an issue exporting the selected %s: %s' when the export fails", async () => {
    serve((_, path) => (path === '/api/v1/chart/export/' ? json(500, { message: 'zip failed' }) : undefined));
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: /Export/ }));
    expect(await find('There was an issue exporting the selected charts: zip failed')).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
