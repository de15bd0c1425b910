import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { valueFormatter } from '../shared/valueFormat';
import { boxPlotOption, boxTooltip } from './option';
import { transformBoxPlotProps } from './transformProps';

const boxPlotFormData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'box_plot',
  columns: ['order_date'],
  groupby: ['product_line'],
  metrics: ['count'],
  whiskerOptions: 'Tukey',
};

const stats = (metric: string, [min, q1, median, q3, max]: number[], outliers: number[] = []) => ({
  [`${metric}__min`]: min,
  [`${metric}__q1`]: q1,
  [`${metric}__median`]: median,
  [`${metric}__q3`]: q3,
  [`${metric}__max`]: max,
  [`${metric}__mean`]: median,
  [`${metric}__count`]: 30,
  [`${metric}__outliers`]: outliers,
});

const answer = (rows: Record<string, unknown>[]) => [
  { colnames: Object.keys(rows[0] ?? {}), coltypes: [], rowcount: rows.length, data: rows },
];

describe('box plot phases', () => {
  it("reads the boxplot operation's statistics: one box per group, outliers kept", () => {
    const props = transformBoxPlotProps(
      testChartProps(
        boxPlotFormData,
        answer([
          { product_line: 'Ships', ...stats('count', [1, 2, 3, 4, 5], [9, 12]) },
          { product_line: null, ...stats('count', [2, 3, 4, 5, 6]) },
        ]),
      ),
    );
    expect(props.boxes.map((b) => [b.name, b.stats, b.outliers])).toEqual([
      ['Ships', [1, 2, 3, 4, 5], [9, 12]],
      ['<NULL>', [2, 3, 4, 5, 6], []],
    ]);
    const option = boxPlotOption(props);
    expect(option.xAxis.data).toEqual(['Ships', '<NULL>']);
    expect(option.series[1]?.data).toHaveLength(2);
  });

  it('names boxes by group and metric when there are several metrics', () => {
    const formData: QueryFormData = { ...boxPlotFormData, metrics: ['count', 'revenue'] };
    const props = transformBoxPlotProps(
      testChartProps(
        formData,
        answer([
          { product_line: 'Ships', ...stats('count', [1, 2, 3, 4, 5]), ...stats('revenue', [1, 2, 3, 4, 5]) },
        ]),
      ),
    );
    expect(props.boxes.map((b) => b.name)).toEqual(['Ships, count', 'Ships, revenue']);
    expect(new Set(props.boxes.map((b) => b.group))).toEqual(new Set(['Ships']));
  });

  it('formats with the chart number format; SMART_NUMBER adapts', () => {
    expect(valueFormatter('SMART_NUMBER')(940532.54)).toBe('941k');
    expect(valueFormatter('SMART_NUMBER')(12)).toBe('12');
    expect(valueFormatter(',.2f')(1234)).toBe('1,234.00');
  });

  it('shows a group name in the tooltip as text, never as HTML', () => {
    const props = transformBoxPlotProps(
      testChartProps(
        boxPlotFormData,
        answer([{ product_line: XSS, ...stats('count', [1, 2, 3, 4, 5], [40]) }]),
      ),
    );
    const out = boxTooltip(props.boxes[0]!, valueFormatter('SMART_NUMBER'));
    expect(out).not.toContain('<img');
    expect(rendered(out).text).toContain(XSS);
    expect(rendered(out).text).toContain('# Outliers: 1');
  });
});
