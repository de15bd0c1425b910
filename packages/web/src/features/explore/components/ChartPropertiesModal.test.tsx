import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ChartPropertiesModal, MANAGED_EXTERNALLY, propertiesBody } from './ChartPropertiesModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chart = {
  slice_name: 'Sales by country',
  description: 'Monthly',
  cache_timeout: 60,
  certified_by: '',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
};

function serve(body: Record<string, unknown>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const result = url.startsWith('/api/v1/chart/related/owners')
        ? { result: [{ value: 2, text: 'Bob Analyst' }], count: 1 }
        : url.startsWith('/api/v1/tag/?')
          ? {
              result: [
                { id: 3, name: 'finance' },
                { id: 9, name: 'ops' },
              ],
              count: 2,
            }
          : url.startsWith('/api/v1/security/csrf_token')
            ? { result: 'token' }
            : { result: body, id: 7 };
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function open(onSaved = vi.fn()) {
  render(
    <Provider store={makeStore()}>
      <App>
        <ChartPropertiesModal chartId={7} open onClose={vi.fn()} onSaved={onSaved} />
      </App>
    </Provider>,
  );
  return onSaved;
}

describe('chart properties', () => {
  it('saves name, description, cache timeout, certification and owners', { timeout: 60_000 }, async () => {
    const calls = serve(chart);
    const onSaved = open();
    const name = await screen.findByDisplayValue('Sales by country');
    fireEvent.change(name, { target: { value: 'Sales per country' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Sales per country'), { timeout: 10_000 });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/v1/chart/7',
      body: {
        slice_name: 'Sales per country',
        description: 'Monthly',
        cache_timeout: 60,
        certified_by: null,
        certification_details: null,
        owners: [1],
      },
    });
  });

  it('adds a typed tag and takes a removed one off, through the tag API', { timeout: 60_000 }, async () => {
    const calls = serve({
      ...chart,
      tags: [
        { id: 3, name: 'finance', type: 1 },
        { id: 4, name: 'weekly', type: 1 },
      ],
    });
    const onSaved = open();
    await screen.findByDisplayValue('Sales by country');
    const weekly = await screen.findByTitle('weekly');
    const remove = weekly.querySelector('.ant-select-selection-item-remove');
    expect(remove).toBeTruthy();
    fireEvent.click(remove as Element);
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'quarterly' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await screen.findAllByTitle('quarterly')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    const tagCalls = calls
      .filter((call) => call.url.startsWith('/api/v1/tag/chart/'))
      .map((call) => [call.method, call.url, call.body]);
    expect(tagCalls).toEqual([
      ['POST', '/api/v1/tag/chart/7/', { properties: { tags: ['quarterly'] } }],
      ['DELETE', '/api/v1/tag/chart/7/weekly/', null],
    ]);
  });

  it('refuses a tag name with a colon before saving', { timeout: 60_000 }, async () => {
    const calls = serve(chart);
    open();
    await screen.findByDisplayValue('Sales by country');
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'owner:1' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Tag \"owner:1\" cannot contain ':' or ','.")).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('is read-only when the chart is managed externally', { timeout: 60_000 }, async () => {
    serve({ ...chart, is_managed_externally: true });
    open();
    expect(await screen.findByText(MANAGED_EXTERNALLY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByDisplayValue('Sales by country') as HTMLInputElement).disabled).toBe(true);
  });

  it('drops certification details without a certifier', () => {
    expect(
      propertiesBody({ slice_name: ' x ', certified_by: ' ', certification_details: 'd' }),
    ).toMatchObject({
      slice_name: 'x',
      certified_by: null,
      certification_details: null,
      description: null,
      cache_timeout: null,
      owners: [],
    });
  });
});
