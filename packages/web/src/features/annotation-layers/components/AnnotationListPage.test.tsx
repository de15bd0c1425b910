import '../../../test/dom';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { AnnotationListPage } from './AnnotationListPage';

const ANNOTATIONS = [
  { id: 2, short_descr: 'v2.0', start_dttm: '2024-02-10T00:00:00', end_dttm: '2024-02-11T00:00:00' },
  { id: 1, short_descr: 'v1.0', start_dttm: '2024-01-10T00:00:00', end_dttm: '2024-01-10T00:00:00' },
];
const BASE = '/api/v1/annotation_layer/7/annotation/';
const deletes: (string | null)[] = [];

/** The server of layer 7 with two annotations; a delete answers `deleteAnswer`. */
function serve(deleteAnswer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      let answer: { status: number; body: unknown } = { status: 404, body: { message: 'Not found' } };
      if (url.pathname === '/api/v1/security/csrf_token/')
        answer = { status: 200, body: { result: 'token' } };
      if (url.pathname === '/api/v1/annotation_layer/7') {
        answer = { status: 200, body: { result: { id: 7, name: 'Releases' } } };
      }
      if (url.pathname === BASE && method === 'GET') {
        answer = { status: 200, body: { count: 2, ids: [2, 1], result: ANNOTATIONS } };
      }
      if (url.pathname === BASE && method === 'DELETE') {
        deletes.push(url.searchParams.get('q'));
        answer = deleteAnswer;
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <AntApp>
        <MemoryRouter initialEntries={['/annotationlayer/7/annotation/']}>
          <Routes>
            <Route path="/annotationlayer/:layerId/annotation/" element={<AnnotationListPage />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

/** The delete dialog's button only works once DELETE is typed, as on every other list. */
async function typeDeleteAndConfirm() {
  const dialog = await screen.findByRole('dialog');
  const confirm = within(dialog).getByRole('button', { name: 'Delete' });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  fireEvent.change(within(dialog).getByLabelText(/Type DELETE to confirm/), { target: { value: 'DELETE' } });
  expect(confirm.hasAttribute('disabled')).toBe(false);
  fireEvent.click(confirm);
}

async function bulkDeleteAll() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
  const bar = (await find('0 selected')).parentElement!;
  fireEvent.click(within(bar).getByRole('button', { name: 'Select all' }));
  await find('2 selected');
  fireEvent.click(within(bar).getByRole('button', { name: /Delete/ }));
  expect(await find('Are you sure you want to delete the 2 selected annotations?')).toBeTruthy();
  await typeDeleteAndConfirm();
}

beforeEach(() => {
  deletes.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnnotationListPage: deleting', { timeout: 30_000 }, () => {
  it("deletes one annotation after DELETE is typed and says 'Deleted: %s'", async () => {
    serve({ status: 200, body: { message: 'Deleted 1 annotation' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete v1.0' }));
    expect(await find('Are you sure you want to delete v1.0?')).toBeTruthy();
    await typeDeleteAndConfirm();
    expect(await find('Deleted: v1.0')).toBeTruthy();
    expect(deletes).toEqual(['!(1)']);
  });

  it('bulk deletes the selected annotations in one call', async () => {
    serve({ status: 200, body: { message: 'Deleted 2 annotations' } });
    renderPage();
    await bulkDeleteAll();
    expect(await find('Deleted: v2.0, v1.0')).toBeTruthy();
    expect(deletes).toEqual(['!(2,1)']);
  });

  it("says 'There was an issue deleting: %s' when a bulk delete fails", async () => {
    serve({ status: 403, body: { message: 'not allowed' } });
    renderPage();
    await bulkDeleteAll();
    expect(await find('There was an issue deleting: not allowed')).toBeTruthy();
  });
});
