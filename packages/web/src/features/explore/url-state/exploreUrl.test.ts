import { describe, expect, it } from 'vitest';
import {
  formDataCacheBody,
  permalinkUrlParams,
  sliceIdOf,
  storedStateRef,
  urlWithFormDataKey,
} from './exploreUrl';

describe('storedStateRef', () => {
  it('prefers a permalink key to a form-data key', () => {
    expect(storedStateRef(new URLSearchParams('form_data_key=a&permalink_key=b'))).toEqual({
      kind: 'permalink',
      key: 'b',
    });
    expect(storedStateRef(new URLSearchParams('form_data_key=a&slice_id=3'))).toEqual({
      kind: 'form_data',
      key: 'a',
    });
    expect(storedStateRef(new URLSearchParams('slice_id=3'))).toBeNull();
  });
});

describe('urlWithFormDataKey', () => {
  it('sets the key, keeps the other parameters and drops a stale permalink key', () => {
    expect(urlWithFormDataKey('http://h/explore/?slice_id=4&permalink_key=p', 'K1')).toBe(
      'http://h/explore/?slice_id=4&form_data_key=K1',
    );
    expect(urlWithFormDataKey('http://h/explore/?form_data_key=old&dataset_id=2', 'new')).toBe(
      'http://h/explore/?form_data_key=new&dataset_id=2',
    );
  });
});

describe('formDataCacheBody', () => {
  it('names the dataset and chart of the form data', () => {
    const body = formDataCacheBody({ datasource: '12__table', viz_type: 'table', row_limit: 5 }, 7);
    expect(body).toMatchObject({ datasource_id: 12, datasource_type: 'table', chart_id: 7 });
    expect(JSON.parse(body?.form_data ?? '')).toEqual({
      datasource: '12__table',
      viz_type: 'table',
      row_limit: 5,
      slice_id: 7,
    });
  });

  it('leaves chart_id out for an unsaved chart and refuses form data without a dataset', () => {
    expect(formDataCacheBody({ datasource: '3__table', viz_type: 'pie' }, null)).not.toHaveProperty(
      'chart_id',
    );
    expect(formDataCacheBody({ datasource: 'nonsense', viz_type: 'pie' }, null)).toBeNull();
  });
});

describe('permalinkUrlParams and sliceIdOf', () => {
  it('keeps only parameters that are not state keys or sources', () => {
    expect(permalinkUrlParams('?slice_id=1&form_data_key=k&standalone=1&viz_type=pie')).toEqual([
      ['standalone', '1'],
      ['viz_type', 'pie'],
    ]);
  });

  it('reads a positive slice id', () => {
    expect(sliceIdOf({ datasource: '1__table', viz_type: 'pie', slice_id: 9 })).toBe(9);
    expect(sliceIdOf({ datasource: '1__table', viz_type: 'pie', slice_id: null })).toBeNull();
    expect(sliceIdOf(null)).toBeNull();
  });
});
