import '../../../../test/dom';
import type { FormMetric } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetColumn, DatasetMetric } from '../../api/exploreApi';
import { defaultMetricTab, MetricEditor } from './MetricEditor';
import { MetricsControl } from './MetricsControl';

afterEach(cleanup);

const savedMetrics: DatasetMetric[] = [{ metric_name: 'count', expression: 'COUNT(*)' }];
const columns: DatasetColumn[] = [{ column_name: 'price', type: 'DOUBLE', type_generic: 0 }];
const sql: FormMetric = { expressionType: 'SQL', sqlExpression: 'SUM(price)', label: 'SUM(price)' };

function tab(name: string): HTMLElement {
  return screen.getByRole('tab', { name });
}

/** Opens an antd select by its aria-label and picks the option whose text starts with `option`. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = Array.from(document.querySelectorAll('.ant-select-item-option-content')).filter((node) =>
    node.textContent?.startsWith(option),
  );
  fireEvent.click(options[options.length - 1]!);
}

function editor(metric: FormMetric | null, extra: Partial<Parameters<typeof MetricEditor>[0]> = {}) {
  const onSave = vi.fn();
  render(
    <MetricEditor
      metric={metric}
      savedMetrics={savedMetrics}
      columns={columns}
      onSave={onSave}
      onCancel={vi.fn()}
      {...extra}
    />,
  );
  return onSave;
}

describe('metric popover default tab (spec 000 point 4)', () => {
  it('Saved for a saved metric, or a new one when saved metrics exist; else the expression type', () => {
    expect(defaultMetricTab('count', 1)).toBe('SAVED');
    expect(defaultMetricTab(null, 1)).toBe('SAVED');
    expect(defaultMetricTab(null, 0)).toBe('SIMPLE');
    expect(defaultMetricTab(sql, 1)).toBe('SQL');
    expect(defaultMetricTab({ expressionType: 'SIMPLE', aggregate: 'SUM' }, 1)).toBe('SIMPLE');
    expect(defaultMetricTab(sql, 1, true)).toBe('SAVED');
  });

  it('opens a custom SQL metric on its tab', () => {
    editor(sql);
    expect(tab('Custom SQL').getAttribute('aria-selected')).toBe('true');
  });
});

describe('metric popover validity', () => {
  it('Save stays disabled until the metric is valid, then saves the custom SQL', () => {
    const onSave = editor(null, { savedMetrics: [] });
    fireEvent.click(tab('Custom SQL'));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('SQL expression'), { target: { value: 'AVG(price)' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ expressionType: 'SQL', sqlExpression: 'AVG(price)' }),
    );
  });

  it('a simple metric needs both a column and an aggregate', () => {
    editor(null, { savedMetrics: [] });
    expect(tab('Simple').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('a simple metric with a column and an aggregate saves as such', () => {
    const onSave = editor(null, { savedMetrics: [] });
    choose('Column', 'price');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    choose('Aggregate', 'SUM');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: expect.objectContaining({ column_name: 'price' }),
      }),
    );
  });

  it('a saved metric chosen on the Saved tab saves as its name', () => {
    const onSave = editor(null);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    choose('Saved metric', 'count');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('count');
  });

  it('disallow_adhoc_metrics disables the Simple and Custom SQL tabs', () => {
    editor(sql, { disallowAdhoc: true });
    expect(tab('Saved').getAttribute('aria-selected')).toBe('true');
    expect(tab('Simple').getAttribute('aria-disabled')).toBe('true');
    expect(tab('Custom SQL').getAttribute('aria-disabled')).toBe('true');
  });
});

describe('metrics control', () => {
  it('cuts labels over 42 characters to 40 plus an ellipsis and removes a metric', () => {
    const onChange = vi.fn();
    const long = { ...sql, label: 'x'.repeat(50), hasCustomLabel: true };
    render(
      <MetricsControl
        id="m"
        value={[long, 'count']}
        onChange={onChange}
        savedMetrics={savedMetrics}
        columns={columns}
      />,
    );
    expect(screen.getByText(`${'x'.repeat(40)}…`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove metric count' }));
    expect(onChange).toHaveBeenCalledWith([long]);
  });
});
