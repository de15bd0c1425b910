import '../../../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelControls } from '../../../../charts/controls';
import type { DatasetDetail } from '../../api/exploreApi';
import { PERCENTAGE_FORMAT_WARNING } from '../../lib/forcedFormats';
import { panelOf } from '../../lib/formData';
import { PanelControl } from './PanelControl';

afterEach(cleanup);

// Fixture: the time-series pivot has a 'Calculation type' and a Y axis format control.
const LINE = 'time_pivot';
const yAxisFormat = panelControls(panelOf(LINE)).find((c) => c.name === 'y_axis_format');

function draw(comparisonType: string) {
  const formData = {
    viz_type: LINE,
    datasource: '1__table',
    comparison_type: comparisonType,
    y_axis_format: '.1%',
  };
  render(
    <PanelControl
      control={yAxisFormat!}
      formData={formData}
      dataset={{} as DatasetDetail}
      onChange={vi.fn()}
    />,
  );
  return document.querySelector('[data-test="explore-y-axis-format"]') as HTMLElement;
}

describe('the Y axis format under Percentage change', () => {
  it("is disabled with Superset's warning while the calculation forces '.1%'", () => {
    const select = draw('percentage');
    expect(select.classList.contains('ant-select-disabled')).toBe(true);
    expect(screen.getByLabelText(PERCENTAGE_FORMAT_WARNING)).toBeTruthy();
  });

  it('is editable, with its own help, for any other calculation type', () => {
    const select = draw('values');
    expect(select.classList.contains('ant-select-disabled')).toBe(false);
    expect(screen.queryByLabelText(PERCENTAGE_FORMAT_WARNING)).toBeNull();
  });
});

describe('a control’s validation message in its header (Superset’s ControlHeader)', () => {
  const rowLimit = panelControls(panelOf('echarts_timeseries_line')).find((c) => c.name === 'row_limit')!;
  const drawRowLimit = (value: number) =>
    render(
      <PanelControl
        control={rowLimit}
        formData={{ viz_type: 'echarts_timeseries_line', datasource: '1__table', row_limit: value }}
        dataset={{ columns: [], metrics: [] } as unknown as DatasetDetail}
        onChange={vi.fn()}
      />,
    );

  it('marks the label and says "is expected to be an integer" for 2.5', () => {
    drawRowLimit(2.5);
    const header = screen.getByText('Row limit').closest('.control-label');
    expect(header?.classList.contains('control-label-invalid')).toBe(true);
    expect(header?.querySelector('[data-test="control-validation-error"]')?.textContent).toBe(
      'is expected to be an integer',
    );
  });

  it('shows no message for a whole number', () => {
    drawRowLimit(250);
    const header = screen.getByText('Row limit').closest('.control-label');
    expect(header?.classList.contains('control-label-invalid')).toBe(false);
    expect(document.querySelector('[data-test="control-validation-error"]')).toBeNull();
  });
});
