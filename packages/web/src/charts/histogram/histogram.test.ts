import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { valueFormatter } from '../shared/valueFormat';
import { histogramOption, histogramTooltip } from './option';
import { transformHistogramProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'histogram_v2',
  column: 'quantity',
  groupby: ['channel'],
  bins: 2,
  show_value: true,
};

const answer = (rows: Record<string, unknown>[]) => [
  { colnames: Object.keys(rows[0] ?? {}), coltypes: [], rowcount: rows.length, data: rows },
];

describe('histogram phases', () => {
  it('one bar series per group over the bins, labelled in the x format', () => {
    const props = transformHistogramProps(
      testChartProps(
        formData,
        answer([
          { channel: 'Web', '1.0 - 5.5': 3, '5.5 - 10.0': 1 },
          { channel: null, '1.0 - 5.5': 0, '5.5 - 10.0': 2 },
        ]),
      ),
    );
    expect(props.bins).toEqual(['1 - 5.5', '5.5 - 10']);
    expect(props.series).toEqual([
      { name: 'Web', data: [3, 1] },
      { name: '<NULL>', data: [0, 2] },
    ]);
    const option = histogramOption(props);
    expect(option.series.map((s) => s.label.show)).toEqual([true, true]);
    expect(option.legend).toMatchObject({ type: 'scroll' });
  });

  it('without dimensions the one series is named after the column', () => {
    const props = transformHistogramProps(
      testChartProps({ ...formData, groupby: [] }, answer([{ '1.0 - 5.5': 3, '5.5 - 10.0': 1 }]), {
        datasource: { verboseMap: { quantity: 'Quantity' }, columnFormats: {}, temporalColumns: [] },
      }),
    );
    expect(props.series).toEqual([{ name: 'Quantity', data: [3, 1] }]);
    expect(histogramOption(props).legend).toEqual({ show: false });
  });

  it('the tooltip gives shares and a total for groups, every value as text', () => {
    const format = valueFormatter('SMART_NUMBER');
    const out = histogramTooltip(
      [
        { name: '1 - 5.5', seriesName: XSS, marker: '<span></span>', value: 3 },
        { name: '1 - 5.5', seriesName: 'Web', marker: '<span></span>', value: 1 },
      ],
      { grouped: true, normalize: false },
      format,
    );
    expect(out).not.toContain('<img');
    expect(rendered(out).text).toBe(`1 - 5.5${XSS}: 3 (75.00%)Web: 1 (25.00%)Total: 4`);
  });
});
