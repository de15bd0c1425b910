import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import { AnnotationLayerControl } from './AnnotationLayerControl';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renderControl = (value: unknown, onChange = vi.fn()) =>
  render(
    <AnnotationLayerControl
      id="al"
      dataTest="al"
      control={{ name: 'annotation_layers', type: 'annotation_layers', label: 'Annotation layers' }}
      value={value}
      formData={{ viz_type: 'echarts_timeseries_line', datasource: '3__table' }}
      dataset={{} as DatasetDetail}
      onChange={onChange}
    />,
  );

describe('annotation layer control', { timeout: 90_000 }, () => {
  it('adds a formula layer once it has a name and a valid formula', async () => {
    const onChange = vi.fn();
    renderControl([], onChange);
    fireEvent.click(screen.getByText('Add annotation layer'));
    const apply = (await screen.findByText('Apply')).closest('button')!;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText('Name is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Target' } });
    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: '2x +' } });
    expect(screen.getByText('The formula is not valid.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: '2x + 5' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ name: 'Target', annotationType: 'FORMULA', value: '2x + 5', show: true }),
    ]);
  });

  it("lists the annotation layers of a native event layer and shows the layer's query error", async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('csrf_token')) return json(200, { result: 'token' });
      if (url.includes('/api/v1/annotation_layer/'))
        return json(200, { result: [{ id: 4, name: 'Releases' }] });
      return json(500, { message: 'The annotation layer 4 does not exist' });
    });
    vi.stubGlobal('fetch', fetch);
    const layer = {
      name: 'Launches',
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: null,
      show: true,
      showMarkers: false,
      hideLine: false,
      opacity: '',
      style: 'solid',
      width: 1,
      overrides: {},
    };
    const onChange = vi.fn();
    renderControl([layer], onChange);
    fireEvent.click(screen.getByText('Launches'));
    fireEvent.mouseDown(await screen.findByLabelText('Annotation layer'));
    fireEvent.click(await screen.findByTitle('Releases'));
    fireEvent.click(screen.getByText('Apply'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'Launches', value: 4 })]),
    );
    expect(await screen.findByText('The annotation layer 4 does not exist')).toBeTruthy();
  });

  it('adds an interval layer read from a table chart, asking for its start and end columns', async () => {
    const fetch = serveCharts([{ id: 12, slice_name: 'Campaign calendar' }]);
    const onChange = vi.fn();
    renderControl([], onChange);
    fireEvent.click(screen.getByText('Add annotation layer'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Campaigns' } });
    await choose('Annotation layer type', 'Interval');
    await choose('Annotation source type', 'Table');
    // Only table charts are offered.
    await waitFor(() => expect(chartListUrl(fetch)).toContain('value:table'));
    await choose('Chart', 'Campaign calendar');
    const apply = screen.getByText('Apply').closest('button')!;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText('Choose the time column.')).toBeTruthy();
    expect(screen.getByText('Choose the interval end column.')).toBeTruthy();
    expect(screen.queryByText('Show markers')).toBeNull(); // Markers are for time series only.
    fireEvent.change(screen.getByLabelText('Time column'), { target: { value: 'starts' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Interval end column'), { target: { value: 'ends' } });
    fireEvent.change(screen.getByLabelText('Title column'), { target: { value: 'campaign' } });
    expect(screen.queryByText('Choose the interval end column.')).toBeNull();
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        name: 'Campaigns',
        annotationType: 'INTERVAL',
        sourceType: 'table',
        value: 12,
        timeColumn: 'starts',
        intervalEndColumn: 'ends',
        titleColumn: 'campaign',
      }),
    ]);
    // The applied layer's data is asked for at once.
    await waitFor(() =>
      expect(chartDataBody(fetch)?.queries[0].annotation_layers[0]).toMatchObject({ value: 12 }),
    );
  });

  it('adds a time-series layer from a time-series chart, with markers and the line hidden', async () => {
    const fetch = serveCharts([{ id: 31, slice_name: 'Revenue last year' }]);
    const onChange = vi.fn();
    renderControl([], onChange);
    fireEvent.click(screen.getByText('Add annotation layer'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Last year' } });
    await choose('Annotation layer type', 'Time series');
    // A time series only reads a chart: the source is set, and only time-series charts are listed.
    await waitFor(() => expect(chartListUrl(fetch)).toContain('value:echarts_timeseries'));
    await choose('Chart', 'Revenue last year');
    expect(screen.queryByText('Choose the time column.')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show markers'));
    fireEvent.click(screen.getByLabelText('Hide line'));
    fireEvent.click(screen.getByText('Apply'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        name: 'Last year',
        annotationType: 'TIME_SERIES',
        sourceType: 'line',
        value: 31,
        showMarkers: true,
        hideLine: true,
      }),
    ]);
  });

  it("says 'Error while fetching data: …' when the charts cannot be listed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('csrf_token')
          ? json(200, { result: 'token' })
          : json(500, { message: 'Database is down' }),
      ),
    );
    renderControl([]);
    fireEvent.click(screen.getByText('Add annotation layer'));
    await choose('Annotation layer type', 'Time series');
    expect(await screen.findByText('Error while fetching data: Database is down')).toBeTruthy();
  });
});

/** The API for the editor: the chart lists (`charts`) and the chart-data call of an applied layer. */
function serveCharts(charts: { id: number; slice_name: string }[]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('csrf_token')) return json(200, { result: 'token' });
    if (url.startsWith('/api/v1/chart/?')) return json(200, { result: charts });
    if (url.startsWith('/api/v1/chart/data')) return json(200, { result: [{ annotation_data: {} }] });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const chartListUrl = (fetch: ReturnType<typeof serveCharts>) =>
  decodeURIComponent(
    fetch.mock.calls.map(([url]) => url).find((url) => url.startsWith('/api/v1/chart/?')) ?? '',
  );

function chartDataBody(fetch: ReturnType<typeof serveCharts>) {
  const call = fetch.mock.calls.find(([url]) => url.startsWith('/api/v1/chart/data'));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** Opens the select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}
