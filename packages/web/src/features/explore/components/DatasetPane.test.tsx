import '../../../test/dom';
import type { FormMetric } from '@tessera/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { DatasetDetail } from '../api/exploreApi';
import { ColumnsControl } from './controls/ColumnsControl';
import type { ColumnValue } from './controls/columnOption';
import { MetricsControl } from './controls/MetricsControl';
import { DatasetPane } from './DatasetPane';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dataset = {
  id: 3,
  table_name: 'orders',
  columns: [
    { column_name: 'country', type: 'VARCHAR', type_generic: 1 },
    { column_name: 'order_date', type: 'DATE', type_generic: 2, is_dttm: true },
    { column_name: 'revenue', type: 'DOUBLE', type_generic: 0 },
    { column_name: 'net_revenue', type: 'DOUBLE', type_generic: 0, verbose_name: 'Net takings' },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'total_revenue', expression: 'SUM(revenue)' },
    { metric_name: 'avg_price', expression: 'AVG(price)', verbose_name: 'Average revenue per item' },
  ],
  owners: [],
} as unknown as DatasetDetail;

/** A DataTransfer as jsdom lacks one: what dragstart sets, drop reads. */
class Transfer {
  private readonly data = new Map<string, string>();
  dropEffect = 'none';
  effectAllowed = 'all';
  get types(): string[] {
    return [...this.data.keys()];
  }
  setData(type: string, value: string) {
    this.data.set(type, value);
  }
  getData(type: string): string {
    return this.data.get(type) ?? '';
  }
}

/** The dataset pane beside a metrics and a dimensions control, both holding their own value. */
function Builder({
  onMetrics,
  onColumns,
}: {
  onMetrics: (v: FormMetric[]) => void;
  onColumns: (v: ColumnValue[]) => void;
}) {
  const [metrics, setMetrics] = useState<FormMetric[]>([]);
  const [columns, setColumns] = useState<ColumnValue[]>([]);
  return (
    <>
      <DatasetPane dataset={dataset} />
      <MetricsControl
        id="metrics"
        value={metrics}
        savedMetrics={dataset.metrics}
        columns={dataset.columns}
        onChange={(value) => {
          onMetrics(value);
          setMetrics(value);
        }}
      />
      <ColumnsControl
        id="groupby"
        dataTest="groupby"
        columns={dataset.columns}
        value={columns}
        onChange={(value) => {
          onColumns(value);
          setColumns(value);
        }}
      />
    </>
  );
}

function open() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  const onMetrics = vi.fn<(v: FormMetric[]) => void>();
  const onColumns = vi.fn<(v: ColumnValue[]) => void>();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <App>
          <Builder onMetrics={onMetrics} onColumns={onColumns} />
        </App>
      </MemoryRouter>
    </Provider>,
  );
  return { onMetrics, onColumns };
}

const pane = () => within(screen.getByRole('complementary', { name: 'Dataset' }));
const itemNames = () =>
  [...document.querySelectorAll('.explore-dataset .dataset-item-name')].map((n) => n.textContent);
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search metrics and columns'), { target: { value: text } });

/** Drags the pane's item `label` onto `zone`, as a browser fires the events. */
function drag(label: string, zone: HTMLElement) {
  const dataTransfer = new Transfer();
  const item = pane().getByText(label).closest('li');
  if (!item) throw new Error(`no dataset item ${label}`);
  fireEvent.dragStart(item, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

const metricsZone = () => document.getElementById('metrics') as HTMLElement;
const columnsZone = () => document.getElementById('groupby') as HTMLElement;

describe('DatasetPane search (searchable metrics and columns)', () => {
  it('lists everything, then only what matches by name or verbose name, case-insensitively', () => {
    open();
    expect(itemNames()).toEqual([
      'count',
      'total_revenue',
      'Average revenue per item',
      'country',
      'order_date',
      'revenue',
      'Net takings',
    ]);
    search('REVENUE');
    // Prefix matches first (revenue before net_revenue); verbose names match too.
    expect(itemNames()).toEqual(['total_revenue', 'Average revenue per item', 'revenue', 'Net takings']);
    search('takings');
    expect(itemNames()).toEqual(['Net takings']);
    expect(pane().getByText('No metrics match')).toBeTruthy();
    expect(pane().getByText('1')).toBeTruthy(); // The columns' count follows the search.
  });

  it("says 'No columns match' and 'No metrics match', and clearing the search brings all back", () => {
    open();
    search('zzz');
    expect(itemNames()).toEqual([]);
    expect(pane().getByText('No metrics match')).toBeTruthy();
    expect(pane().getByText('No columns match')).toBeTruthy();
    search('');
    expect(itemNames()).toHaveLength(7);
  });
});

describe('dragging from the dataset pane into drop zones', () => {
  it('adds a dragged saved metric to the metrics once', () => {
    const { onMetrics } = open();
    drag('total_revenue', metricsZone());
    expect(onMetrics).toHaveBeenLastCalledWith(['total_revenue']);
    expect(screen.getByRole('button', { name: 'Edit metric total_revenue' })).toBeTruthy();
    drag('total_revenue', metricsZone());
    expect(onMetrics).toHaveBeenCalledTimes(1);
  });

  it('turns a dragged numeric column into SUM and another into COUNT_DISTINCT metrics', () => {
    const { onMetrics } = open();
    drag('revenue', metricsZone());
    expect(onMetrics).toHaveBeenLastCalledWith([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: expect.objectContaining({ column_name: 'revenue' }),
      }),
    ]);
    drag('country', metricsZone());
    expect(onMetrics.mock.lastCall?.[0]?.[1]).toMatchObject({ aggregate: 'COUNT_DISTINCT' });
  });

  it('adds a dragged column to the dimensions once, and refuses a metric there', () => {
    const { onColumns } = open();
    drag('country', columnsZone());
    expect(onColumns).toHaveBeenLastCalledWith(['country']);
    drag('country', columnsZone());
    drag('count', columnsZone());
    expect(onColumns).toHaveBeenCalledTimes(1);
    drag('order_date', columnsZone());
    expect(onColumns).toHaveBeenLastCalledWith(['country', 'order_date']);
  });

  it('still drags an item found by searching', () => {
    const { onColumns } = open();
    search('net');
    drag('Net takings', columnsZone());
    expect(onColumns).toHaveBeenLastCalledWith(['net_revenue']);
  });

  it('lets the drop zone accept only dataset items (dragover is refused for other drags)', () => {
    open();
    const dataTransfer = new Transfer();
    dataTransfer.setData('text/plain', 'country');
    // fireEvent answers false when the handler called preventDefault (the drop is accepted).
    expect(fireEvent.dragOver(columnsZone(), { dataTransfer })).toBe(true);
    const itemDrag = new Transfer();
    fireEvent.dragStart(pane().getByText('country').closest('li') as HTMLElement, { dataTransfer: itemDrag });
    expect(fireEvent.dragOver(columnsZone(), { dataTransfer: itemDrag })).toBe(false);
  });
});
