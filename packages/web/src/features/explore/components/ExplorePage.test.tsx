import '../../../test/dom';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../app/errors';
import { resetCsrfToken } from '../../../app/http';
import { makeStore } from '../../../app/store';
import { MISSING_DATASET_DESCRIPTION, MISSING_PARAMS_DESCRIPTION } from '../lib/exploreParams';
import ExplorePage from './ExplorePage';

configure({ testIdAttribute: 'data-test' });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API with the given routes (paths without the query string); anything else is a 404. */
function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const route = routes[path];
      if (route) return route();
      if (path === '/api/v1/tessera/bootstrap')
        return json({ user: { id: 1, roles: {} }, feature_flags: {} });
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function open(address: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[address]}>
        <App>
          <ExplorePage />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

describe("ExplorePage's missing states (spec 000 point 2.12)", { timeout: 20_000 }, () => {
  it("says 'Missing URL parameters' when the address names neither a dataset nor a chart", async () => {
    serve({});
    open('/explore/?viz_type=table');
    expect(await screen.findByText(messages.missingParams)).toBeTruthy();
    expect(screen.getByText(MISSING_PARAMS_DESCRIPTION)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a dataset' }).getAttribute('href')).toBe(
      '/tablemodelview/list/',
    );
    // Nothing is worth asking the server for.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain('/api/v1/dataset/0');
  });

  it("also says so for a malformed dataset id ('abc', 0, a negative one)", async () => {
    serve({});
    open('/explore/?dataset_id=abc&slice_id=-2');
    expect(await screen.findByText(messages.missingParams)).toBeTruthy();
  });

  it("says 'Missing dataset' with a Change dataset button when the dataset is gone", async () => {
    serve({ '/api/v1/dataset/99': () => json({ message: 'Not found' }, 404) });
    open('/explore/?dataset_id=99');
    expect(await screen.findByText(messages.missingDataset)).toBeTruthy();
    expect(screen.getByText(MISSING_DATASET_DESCRIPTION)).toBeTruthy();
    expect(screen.queryByText(messages.missingParams)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change dataset' }));
    // The dialog of spec 000 screen 6 opens (loaded on first use).
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe('Change dataset');
  });

  it('does not call a dataset that failed for another reason missing', async () => {
    serve({ '/api/v1/dataset/5': () => json({ message: 'The database is down' }, 500) });
    open('/explore/?dataset_id=5');
    expect(await screen.findByText('Explore could not open')).toBeTruthy();
    expect(screen.queryByText(messages.missingDataset)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change dataset' })).toBeNull();
    expect(screen.getByRole('button', { name: 'All datasets' })).toBeTruthy();
  });

  it('says the chart is not found (not the dataset) when slice_id names a deleted chart', async () => {
    serve({ '/api/v1/chart/7': () => json({ message: 'Not found' }, 404) });
    open('/explore/?slice_id=7');
    expect(await screen.findByText('Chart not found')).toBeTruthy();
    expect(screen.queryByText(messages.missingDataset)).toBeNull();
  });
});
