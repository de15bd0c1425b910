import { describe, expect, it } from 'vitest';
import { datasetIdFromParams, sourceFromParams } from './exploreParams';

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

describe('the source an explore address names', () => {
  const source = (query: string) => sourceFromParams(new URLSearchParams(query));

  it('reads a SQL Lab query source from datasource_id/datasource_type and datasource=<id>__query', () => {
    expect(source('datasource_id=5&datasource_type=query')).toEqual({ id: 5, type: 'query' });
    expect(source('datasource=7__query')).toEqual({ id: 7, type: 'query' });
    expect(source('dataset_id=4')).toEqual({ id: 4, type: 'table' });
    expect(source('datasource=8__table')).toEqual({ id: 8, type: 'table' });
  });

  it('opens nothing for types Explore cannot draw from', () => {
    expect(source('datasource_id=5&datasource_type=saved_query')).toBeNull();
    expect(source('datasource=7__view')).toBeNull();
  });
});
