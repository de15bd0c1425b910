import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { rendered, XSS } from '../shared/html-testing';
import { EMPTY_DATASOURCE } from '../types';
import { paraOption } from './option';
import { paraTooltip, transformParaProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'para',
  series: 'country_name',
  metrics: ['sum__SP_POP_TOTL', 'sum__SH_DYN_AIDS'],
  secondary_metric: 'sum__SP_POP_TOTL',
  granularity_sqla: 'year',
  time_range: 'No filter',
  include_series: true,
  row_limit: 50000,
};
const rows = [
  { country_name: 'France', sum__SP_POP_TOTL: 66, sum__SH_DYN_AIDS: 120 },
  { country_name: XSS, sum__SP_POP_TOTL: 10, sum__SH_DYN_AIDS: null },
];

describe('parallel coordinates', () => {
  const props = transformParaProps({
    formData,
    queriesData: legacyTestAnswer(formData, rows),
    datasource: { ...EMPTY_DATASOURCE, verboseMap: { sum__SP_POP_TOTL: 'Population' } },
  });

  it('puts the series then each metric on an axis, one line per record', () => {
    expect(props.axes.map((a) => a.label)).toEqual(['country_name', 'Population', 'sum__SH_DYN_AIDS']);
    expect(props.lines).toEqual([
      { name: 'France', values: ['France', 66, 120] },
      { name: XSS, values: [XSS, 10, null] },
    ]);
    expect(props.colorBy?.values).toEqual([66, 10]);
  });

  it('colours the lines by the secondary metric over its range', () => {
    const option = paraOption(props) as { visualMap: { min: number; max: number; dimension: number } };
    expect(option.visualMap).toMatchObject({ min: 10, max: 66, dimension: 3 });
  });

  it('escapes names in the tooltip', () => {
    const { tags, text } = rendered(paraTooltip(props, 1));
    expect(text).toContain(XSS);
    expect(tags).not.toContain('img');
  });

  it('leaves the series axis out unless asked', () => {
    const plain = { ...formData, include_series: false, secondary_metric: null };
    const p = transformParaProps({
      formData: plain,
      queriesData: legacyTestAnswer(plain, rows),
      datasource: EMPTY_DATASOURCE,
    });
    expect(p.axes.map((a) => a.key)).toEqual(['sum__SP_POP_TOTL', 'sum__SH_DYN_AIDS']);
    expect(p.colorBy).toBeNull();
  });
});
