import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spatialError, spatialLabel } from '../../../../../charts/controls/spatial';
import type { DatasetDetail } from '../../../api/exploreApi';
import { SpatialControl } from './SpatialControl';

afterEach(cleanup);

const dataset: DatasetDetail = {
  id: 1,
  table_name: 'places',
  columns: [{ column_name: 'lon' }, { column_name: 'lat' }, { column_name: 'geohash' }],
  metrics: [],
};

const renderControl = (value: unknown, onChange = vi.fn()) =>
  render(
    <SpatialControl
      id="sp"
      dataTest="sp"
      control={{ name: 'spatial', type: 'spatial', label: 'Longitude & Latitude' }}
      value={value}
      formData={{ viz_type: 'deck_scatter', datasource: '1__table' }}
      dataset={dataset}
      onChange={onChange}
    />,
  );

describe('spatial control', { timeout: 30_000 }, () => {
  it('shows the columns of a valid setting', () => {
    renderControl({ type: 'latlong', lonCol: 'lon', latCol: 'lat' });
    expect(screen.getByText('lon | lat')).toBeTruthy();
  });

  it('shows N/A and the message when a mode lacks its columns', () => {
    renderControl({ type: 'latlong', lonCol: 'lon' });
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('Invalid lat/long configuration.')).toBeTruthy();
  });

  it('switches to geohash and saves only its fields', async () => {
    const onChange = vi.fn();
    renderControl({ type: 'latlong', lonCol: 'lon', latCol: 'lat' }, onChange);
    fireEvent.click(screen.getByText('lon | lat'));
    fireEvent.click(await screen.findByText('Geohash'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const selects = screen.getAllByLabelText('Column');
    fireEvent.mouseDown(selects[1]!);
    fireEvent.click((await screen.findAllByTitle('geohash')).at(-1)!);
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        type: 'geohash',
        geohashCol: 'geohash',
        reverseCheckbox: false,
      }),
    );
  });

  it('requires a delimiter for a delimited column', () => {
    expect(spatialError({ type: 'delimited', lonlatCol: 'll', delimiter: '' })).toBe(
      'Invalid lat/long configuration.',
    );
    expect(spatialLabel({ type: 'delimited', lonlatCol: 'll', delimiter: ',' })).toBe('ll');
  });
});
