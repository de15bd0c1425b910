import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normaliseQueryContext } from './context';
import { QueryObjectError } from './errors';
import { queryContextErrors } from './validate';

const body = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['a'], metrics: ['count'], ...query }],
  ...extra,
});

describe('queryContextErrors', () => {
  test('a well-typed body, and a normalised one, have no errors', () => {
    const raw = body({
      columns: ['a', { sqlExpression: 'b', label: 'B', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
      metrics: [
        'count',
        { expressionType: 'SIMPLE', aggregate: 'sum', column: { column_name: 'x' }, label: 'sx' },
        { expressionType: 'SQL', sqlExpression: 'MAX(y)' },
        { label: 'saved' },
      ],
      filters: [
        { col: 'a', op: 'in', val: ['x', 1, null] },
        { col: 'd', op: 'TEMPORAL_RANGE', val: 'No filter' },
      ],
      extras: { where: '1 = 1', having: '', time_grain_sqla: null, relative_start: 'today' },
      orderby: [
        ['count', false],
        [{ expressionType: 'SQL', sqlExpression: 'MAX(y)' }, true],
      ],
      row_limit: 10,
      row_offset: 0,
      time_range: 'No filter',
      granularity: null,
      post_processing: [null, { operation: 'flatten' }],
      time_offsets: ['1 year ago'],
      url_params: { a: 'b' },
    });
    expect(queryContextErrors(raw)).toBeNull();
    expect(queryContextErrors(normaliseQueryContext(raw))).toBeNull();
  });

  test.each([
    [{ extras: { where: {} } }, { extras: { where: ['Not a valid string.'] } }],
    [{ extras: { having: 3 } }, { extras: { having: ['Not a valid string.'] } }],
    [{ extras: [] }, { extras: ['Not a valid mapping type.'] }],
    [{ where: ['x'] }, { where: ['Not a valid string.'] }],
    [
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(x)', label: {} }] },
      { metrics: { '0': { label: ['Not a valid string.'] } } },
    ],
    [
      { columns: [{ sqlExpression: 'x', label: 1 }] },
      { columns: { '0': { label: ['Not a valid string.'] } } },
    ],
    [{ columns: 'a' }, { columns: ['Not a valid list.'] }],
    [
      { filters: [{ col: 'a', op: 'nope', val: 1 }] },
      { filters: { '0': { op: [expect.stringMatching(/^Must be one of: ==/)] } } },
    ],
    [
      { filters: [{ col: 'a', op: '==', val: { x: 1 } }] },
      { filters: { '0': { val: [expect.stringMatching(/^Not a valid value/)] } } },
    ],
    [{ orderby: [['a', 'yes']] }, { orderby: { '0': { '1': ['Not a valid boolean.'] } } }],
    [{ row_limit: '10' }, { row_limit: ['Not a valid integer.'] }],
    [{ row_offset: -1 }, { row_offset: ['Must be greater than or equal to 0.'] }],
    [{ time_range: 5 }, { time_range: ['Not a valid string.'] }],
    [{ granularity: {} }, { granularity: ['Not a valid string.'] }],
    [{ is_timeseries: 'true' }, { is_timeseries: ['Not a valid boolean.'] }],
    [
      { post_processing: [{ options: {} }] },
      { post_processing: { '0': { operation: ['Missing data for required field.'] } } },
    ],
    [{ time_offsets: [1] }, { time_offsets: { '0': ['Not a valid string.'] } }],
    [{ url_params: { a: 1 } }, { url_params: { a: ['Not a valid string.'] } }],
    [{ result_type: 'everything' }, { result_type: [expect.stringMatching(/^Must be one of: full/)] }],
  ])('names the field of %j', (query, errors) => {
    expect(queryContextErrors(body(query))).toEqual({ queries: { '0': errors } });
  });

  test.each([
    [{ force: 'yes' }, { force: ['Not a valid boolean.'] }],
    [{ form_data: 'x' }, { form_data: ['Not a valid mapping type.'] }],
    [{ custom_cache_timeout: 1.5 }, { custom_cache_timeout: ['Not a valid integer.'] }],
    [{ datasource: { id: {} } }, { datasource: { id: [expect.stringMatching(/^Not a valid id/)] } }],
  ])('names the context field of %j', (extra, errors) => {
    expect(queryContextErrors(body({}, extra))).toEqual(errors);
  });

  test('normaliseQueryContext throws the field errors', () => {
    const error = (() => {
      try {
        normaliseQueryContext(body({ extras: { where: { or: 1 } } }));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(QueryObjectError);
    expect((error as QueryObjectError).fields).toEqual({
      queries: { '0': { extras: { where: ['Not a valid string.'] } } },
    });
  });

  test('any JSON value in any query field either normalises or throws QueryObjectError', () => {
    const fields = [
      'columns',
      'metrics',
      'filters',
      'extras',
      'orderby',
      'row_limit',
      'post_processing',
      'url_params',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 3 }), (field, value) => {
        try {
          normaliseQueryContext(body({ [field]: value }));
        } catch (error) {
          expect(error).toBeInstanceOf(QueryObjectError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
