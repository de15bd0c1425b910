import { describe, expect, it } from 'vitest';
import { datasetIdFromParams } from './exploreParams';

const id = (query: string) => datasetIdFromParams(new URLSearchParams(query));

describe('the dataset an explore address names', () => {
  it('reads dataset_id, datasource_id and datasource=<id>__table', () => {
    expect(id('dataset_id=4')).toBe(4);
    expect(id('datasource_id=5&datasource_type=table')).toBe(5);
    expect(id('datasource_id=6')).toBe(6);
    expect(id('datasource=7__table')).toBe(7);
  });

  it('names none for other source types, bad ids or nothing', () => {
    expect(id('datasource=7__query')).toBeNull();
    expect(id('datasource_id=5&datasource_type=query')).toBeNull();
    expect(id('dataset_id=abc')).toBeNull();
    expect(id('dataset_id=-1')).toBeNull();
    expect(id('')).toBeNull();
  });
});
