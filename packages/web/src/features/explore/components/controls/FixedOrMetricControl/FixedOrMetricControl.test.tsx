import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import { asFixedOrMetric, FixedOrMetricControl } from './FixedOrMetricControl';

afterEach(cleanup);

const dataset: DatasetDetail = { id: 1, table_name: 't', columns: [], metrics: [{ metric_name: 'count' }] };

describe('fixed-or-metric control', { timeout: 30_000 }, () => {
  it('defaults to fixed 5 and falls back to 100 for an empty value', () => {
    expect(asFixedOrMetric(undefined, undefined)).toEqual({ type: 'fix', value: 5 });
    expect(asFixedOrMetric({ type: 'fix', value: '' }, undefined)).toEqual({ type: 'fix', value: 100 });
    expect(asFixedOrMetric(undefined, { type: 'fix', value: 1000 })).toEqual({ type: 'fix', value: 1000 });
  });

  it('edits the fixed value and switches to a metric', async () => {
    const onChange = vi.fn();
    render(
      <FixedOrMetricControl
        id="fm"
        dataTest="fm"
        control={{ name: 'point_radius_fixed', type: 'fixed_or_metric', label: 'Point size' }}
        value={{ type: 'fix', value: 20 }}
        formData={{ viz_type: 'deck_scatter', datasource: '1__table' }}
        dataset={dataset}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByText('Fixed: 20'));
    fireEvent.change(await screen.findByLabelText('Fixed value'), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith({ type: 'fix', value: 30 });
    fireEvent.click(screen.getByText('Based on a metric'));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'metric', value: null });
  });
});
