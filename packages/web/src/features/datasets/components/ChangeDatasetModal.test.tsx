import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import rison from 'rison';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { CHANGE_WARNING, CHANGED, ChangeDatasetModal } from './ChangeDatasetModal';

type Reply = { status: number; body: unknown };

const ROWS = [
  {
    id: 5,
    table_name: 'orders',
    kind: 'physical',
    schema: 'main',
    database: { database_name: 'shop' },
    owners: [],
  },
  {
    id: 6,
    table_name: 'customers',
    kind: 'virtual',
    schema: 'main',
    database: { database_name: 'shop' },
    owners: [],
  },
];

function serve(datasource: (id: string) => Reply) {
  const listCalls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://tessera.test');
      let reply: Reply = { status: 404, body: { message: 'Not found' } };
      if (url.pathname === '/api/v1/dataset/') {
        listCalls.push(rison.decode(url.searchParams.get('q') ?? '()') as Record<string, unknown>);
        reply = { status: 200, body: { result: ROWS, count: 45 } };
      } else if (url.pathname.startsWith('/datasource/get/table/')) {
        reply = datasource(url.pathname.split('/')[4] ?? '');
      } else if (url.pathname === '/api/v1/tessera/bootstrap') {
        reply = {
          status: 200,
          body: { user: { id: 1, username: 'ada' }, feature_flags: {}, csrf_token: 't' },
        };
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return listCalls;
}

function renderModal() {
  const onChange = vi.fn();
  const onClose = vi.fn();
  render(
    <Provider store={makeStore()}>
      <App>
        <ChangeDatasetModal open onClose={onClose} onChange={onChange} currentId={5} />
      </App>
    </Provider>,
  );
  return { onChange, onClose };
}

const buttonNamed = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;

async function choose(name: string) {
  fireEvent.click(await screen.findByText(name));
  expect(await screen.findByText('Warning!')).toBeTruthy();
  expect(screen.getByText(CHANGE_WARNING)).toBeTruthy();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeDatasetModal', { timeout: 60_000 }, () => {
  it('shows the warning, and Proceed hands the dataset over with "Successfully changed dataset!"', async () => {
    serve((id) => ({ status: 200, body: { id: Number(id), type: 'table', table_name: 'customers' } }));
    const { onChange, onClose } = renderModal();
    expect(await screen.findByText(CHANGE_WARNING)).toBeTruthy();
    await choose('customers');
    fireEvent.click(buttonNamed('Proceed')!);
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    expect(CHANGED).toBe('Successfully changed dataset!');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 6, table_name: 'customers' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s message as an error toast when the dataset cannot be fetched', async () => {
    serve(() => ({ status: 500, body: { message: 'The dataset could not be read' } }));
    const { onChange, onClose } = renderModal();
    await choose('orders');
    fireEvent.click(buttonNamed('Proceed')!);
    expect(await screen.findByText('The dataset could not be read')).toBeTruthy();
    expect(screen.queryByText(CHANGED)).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // The confirmation stays open, so the user can try again or go back.
    expect(buttonNamed('Proceed')).toBeTruthy();
  });

  it('puts the cursor in the search box once open, and again after going back from the confirmation', async () => {
    serve(() => ({ status: 404, body: {} }));
    renderModal();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search datasets')));
    await choose('customers');
    fireEvent.click(buttonNamed('Cancel')!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search datasets')));
  });

  it('lists 20 a page, newest change first, then follows the sort and the page the user picks', async () => {
    const calls = serve(() => ({ status: 404, body: {} }));
    renderModal();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatchObject({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 20,
      filters: [],
    });
    fireEvent.click(await screen.findByText('Name'));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ order_column: 'table_name', order_direction: 'asc', page: 0 }),
    );
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ order_column: 'table_name', order_direction: 'asc', page: 1 }),
    );
  });
});
