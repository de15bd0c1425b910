import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_DASHBOARD_NAME_REQUIRED, SaveAsModal } from './SaveAsModal';

const info = {
  id: 4,
  dashboard_title: 'Sales',
  css: '.x { color: red }',
  json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0 }),
};
const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
} as never;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderModal(canOverwrite: boolean, onOverwrite = vi.fn(async () => true)) {
  const onClose = vi.fn();
  render(
    <App>
      <MemoryRouter initialEntries={['/superset/dashboard/4/']}>
        <Routes>
          <Route
            path="/superset/dashboard/4/"
            element={
              <SaveAsModal
                info={info}
                position={position}
                open
                canOverwrite={canOverwrite}
                onOverwrite={onOverwrite}
                onClose={onClose}
              />
            }
          />
          <Route path="/superset/dashboard/:id/" element={<p>Opened the copy</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  return { onClose, onOverwrite };
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard Save as', { timeout: 30_000 }, () => {
  it('copies the dashboard with its layout and charts under the new name, then opens the copy', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('csrf_token')) return json(200, { result: 'token' });
        expect(String(input)).toContain('/api/v1/dashboard/4/copy/');
        bodies.push(JSON.parse(String(init?.body)));
        return json(200, { result: { id: 17, last_modified_time: 1 } });
      }),
    );
    renderModal(false);
    const overwrite = screen.getByRole('radio', { name: 'Overwrite Dashboard [Sales]' });
    expect((overwrite as HTMLInputElement).disabled).toBe(true);
    expect(checked('Save as:')).toBe(true);
    const name = screen.getByRole('textbox', { name: 'New dashboard name' });
    expect((name as HTMLInputElement).value).toBe('Sales [copy]');
    fireEvent.change(name, { target: { value: 'Sales for the board' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'also copy (duplicate) charts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Opened the copy');
    expect(bodies).toEqual([
      {
        dashboard_title: 'Sales for the board',
        css: '.x { color: red }',
        duplicate_slices: true,
        json_metadata: JSON.stringify({
          color_scheme: 'supersetColors',
          refresh_frequency: 0,
          positions: position,
        }),
      },
    ]);
  });

  it('asks for a name instead of saving a nameless copy', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => json(200, { result: 'token' }));
    vi.stubGlobal('fetch', fetch);
    renderModal(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'New dashboard name' }), {
      target: { value: '  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NEW_DASHBOARD_NAME_REQUIRED);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/copy/'))).toBe(false);
  });

  it('overwrites through the dashboard save when the editor keeps the first choice', async () => {
    const { onOverwrite, onClose } = renderModal(true);
    expect(checked('Overwrite Dashboard [Sales]')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });
});
