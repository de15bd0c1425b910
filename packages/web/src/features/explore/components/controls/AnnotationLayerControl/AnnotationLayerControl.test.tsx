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
});
