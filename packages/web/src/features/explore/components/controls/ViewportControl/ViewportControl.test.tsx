import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asViewport, sexagesimal } from '../../../../../charts/controls/viewport';
import type { DatasetDetail } from '../../../api/exploreApi';
import { ViewportControl } from './ViewportControl';

afterEach(cleanup);

describe('viewport control', { timeout: 30_000 }, () => {
  it('defaults to longitude 6.85, latitude 31.22, zoom 1, bearing and pitch 0', () => {
    const viewport = asViewport(undefined);
    expect(viewport.longitude).toBeCloseTo(6.85, 2);
    expect(viewport.latitude).toBeCloseTo(31.22, 2);
    expect([viewport.zoom, viewport.bearing, viewport.pitch]).toEqual([1, 0, 0]);
    expect(sexagesimal(-1.5)).toBe('-1° 30\' 0"');
  });

  it('edits one field and saves the whole viewport', async () => {
    const onChange = vi.fn();
    render(
      <ViewportControl
        id="vp"
        dataTest="vp"
        control={{ name: 'viewport', type: 'viewport', label: 'Viewport' }}
        value={{ longitude: 2, latitude: 48, zoom: 4 }}
        formData={{ viz_type: 'deck_scatter', datasource: '1__table' }}
        dataset={{} as DatasetDetail}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByText('2° 0\' 0" | 48° 0\' 0"'));
    const zoom = await screen.findByLabelText('Zoom');
    fireEvent.change(zoom, { target: { value: '6' } });
    expect(onChange).toHaveBeenLastCalledWith({ longitude: 2, latitude: 48, zoom: 6, bearing: 0, pitch: 0 });
  });
});
