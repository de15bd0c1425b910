import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { EMPTY_DATASOURCE } from '../types';
import { transformPairedTTestProps } from './transformProps';
import { liftPercent, pairedPValue, studentTCdf } from './ttest';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'paired_ttest',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  metrics: ['sum__num'],
  groupby: ['gender'],
  significance_level: 0.05,
};

const points = (...ys: (number | null)[]) => ys.map((y, i) => ({ x: D1 + i * DAY, y }));

describe('paired t-test', () => {
  it('reads one table per metric with a row per group', () => {
    const rows = [0, 1, 2].flatMap((i) => [
      { __timestamp: D1 + i * DAY, gender: 'boy', sum__num: 10 + i },
      { __timestamp: D1 + i * DAY, gender: 'girl', sum__num: 20 + 2 * i },
    ]);
    const props = transformPairedTTestProps({
      formData,
      queriesData: legacyTestAnswer(formData, rows),
      datasource: EMPTY_DATASOURCE,
    });
    expect(props.groupHeaders).toEqual(['gender']);
    expect(props.tables).toEqual([
      {
        metric: 'sum__num',
        groups: [
          { labels: ['boy'], values: points(10, 11, 12) },
          { labels: ['girl'], values: points(20, 22, 24) },
        ],
      },
    ]);
    expect(props.pValuePrecision).toBe(6);
  });

  it("computes Student's t distribution", () => {
    expect(studentTCdf(0, 5)).toBeCloseTo(0.5, 10);
    // scipy.stats.t.cdf(-2.015, 5) = 0.05 (the 95% one-sided critical value)
    expect(studentTCdf(-2.015048, 5)).toBeCloseTo(0.05, 5);
    expect(studentTCdf(1.959964, 1e6)).toBeCloseTo(0.975, 5);
  });

  it('tests the paired differences two-sided and measures the lift of the totals', () => {
    // differences 1, 2, 3, 4 → mean 2.5, sd 1.29, t = 3.873, df 3: p = 0.030466 (scipy.stats.ttest_rel)
    expect(pairedPValue(points(2, 4, 6, 8), points(1, 2, 3, 4))).toBeCloseTo(0.030466, 5);
    expect(liftPercent(points(2, 4, 6, 8), points(1, 2, 3, 4))).toBe(100);
    expect(pairedPValue(points(1), points(2))).toBeNaN();
    expect(pairedPValue(points(1, null, 3), points(2, 5, 4))).toBeNaN();
  });
});
