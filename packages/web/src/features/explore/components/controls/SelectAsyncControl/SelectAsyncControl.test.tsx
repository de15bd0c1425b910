import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ControlDefinition } from '../../../../../charts/controls';
import type { DatasetDetail } from '../../../api/exploreApi';
import { SelectAsyncControl } from './SelectAsyncControl';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const control: ControlDefinition = {
  name: 'deck_slices',
  type: 'select_async',
  label: 'deck.gl charts',
  multiple: true,
  dataEndpoint: '/api/v1/chart/?q=(page_size:100)',
};

const renderControl = (onChange = vi.fn()) =>
  render(
    <App>
      <SelectAsyncControl
        id="sa"
        dataTest="sa"
        control={control}
        value={[]}
        formData={{ viz_type: 'deck_multi', datasource: '1__table' }}
        dataset={{} as DatasetDetail}
        onChange={onChange}
      />
    </App>,
  );

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('select-async control', { timeout: 30_000 }, () => {
  it('offers the choices the endpoint answers', async () => {
    const fetch = answer(200, { result: [{ id: 7, slice_name: 'Arcs' }] });
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    renderControl(onChange);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/v1/chart/');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Arcs'));
    expect(onChange).toHaveBeenCalledWith([7]);
  });

  it("shows 'Error while fetching data: %s' when the fetch fails", async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'database is down' }));
    renderControl();
    expect(await screen.findByText('Error while fetching data: database is down')).toBeTruthy();
  });
});
