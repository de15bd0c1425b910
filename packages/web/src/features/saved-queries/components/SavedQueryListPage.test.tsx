import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { SavedQueryListPage } from './SavedQueryListPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: one saved query (id 7); `urls` collects what the page asked for. */
function serve(urls: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/v1/tessera/bootstrap'))
        return json({ user: { id: 1, username: 'admin', roles: { Admin: [] } }, feature_flags: {} });
      if (url.startsWith('/api/v1/saved_query/_info'))
        return json({ permissions: ['can_read', 'can_write'] });
      if (url.startsWith('/api/v1/saved_query/export/'))
        return new Response(new Blob(['zip']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="saved_query_export.zip"' },
        });
      if (url.startsWith('/api/v1/saved_query/'))
        return json({
          count: 1,
          ids: [7],
          result: [
            {
              id: 7,
              label: 'Weekly revenue',
              sql: 'SELECT 1',
              schema: 'main',
              database: { id: 1, database_name: 'examples' },
              changed_on_delta_humanized: 'a day ago',
            },
          ],
        });
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <AntApp>
        <MemoryRouter>
          <SavedQueryListPage />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

describe('saved query list', { timeout: 60_000 }, () => {
  it('exports a saved query as a bundle and offers the import dialog', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    serve(urls);
    renderPage();
    fireEvent.click(await screen.findByLabelText('Export Weekly revenue', {}, { timeout: 15_000 }));
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/v1/saved_query/export/?q=!(7)'))).toBe(true),
    );
    fireEvent.click(screen.getByText('Import'));
    expect(await screen.findByText('Import saved query')).toBeTruthy();
  });

  it("copies the query's absolute SQL Lab address and says 'Link Copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve([]);
    renderPage();
    fireEvent.click(await screen.findByLabelText('Copy link to Weekly revenue', {}, { timeout: 15_000 }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/superset/sqllab?savedQueryId=7`);
  });

  it("says 'Sorry, your browser does not support copying.' when the browser refuses", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    // jsdom has no execCommand('copy'): a browser without the clipboard API whose copy fails.
    const execCommand = vi.fn(() => false);
    document.execCommand = execCommand;
    serve([]);
    renderPage();
    fireEvent.click(await screen.findByLabelText('Copy link to Weekly revenue', {}, { timeout: 15_000 }));
    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
