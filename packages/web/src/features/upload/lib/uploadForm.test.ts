import { describe, expect, it } from 'vitest';
import {
  allowedKinds,
  allowedSchemas,
  DEFAULT_OPTIONS,
  readFields,
  tableNameOf,
  uploadFields,
} from './uploadForm';

describe('upload permissions (spec 001 point 6)', () => {
  it('needs can_upload, the kind form permission and a database that allows uploads', () => {
    const perms = [
      'can_upload|Database',
      'can_this_form_get|CsvToDatabaseView',
      'can_this_form_get|ExcelToDatabaseView',
    ];
    expect(allowedKinds(perms, false, 1)).toEqual(['csv', 'excel']);
    expect(allowedKinds(perms, false, 0)).toEqual([]);
    expect(allowedKinds(perms.slice(1), false, 3)).toEqual([]);
    expect(allowedKinds([], true, 1)).toEqual(['csv', 'excel', 'columnar']);
  });
});

describe('upload fields', () => {
  it('sends the read options of a CSV as Superset names them', () => {
    expect(
      readFields('csv', {
        ...DEFAULT_OPTIONS,
        delimiter: ';',
        skipRows: 2,
        nullValues: ['NA', ''],
        columnDates: ['a', 'b'],
        dayFirst: true,
      }),
    ).toEqual([
      ['type', 'csv'],
      ['delimiter', ';'],
      ['header_row', '0'],
      ['skip_rows', '2'],
      ['null_values', '["NA",""]'],
      ['column_dates', 'a'],
      ['column_dates', 'b'],
      ['day_first', 'true'],
    ]);
    expect(readFields('columnar', DEFAULT_OPTIONS)).toEqual([['type', 'columnar']]);
    expect(readFields('excel', { ...DEFAULT_OPTIONS, headerRow: null, sheetName: 'Budget' })).toEqual([
      ['type', 'excel'],
      ['sheet_name', 'Budget'],
      ['header_row', ''],
    ]);
  });

  it('adds the target and the index', () => {
    const fields = uploadFields(
      'csv',
      { ...DEFAULT_OPTIONS, rowsToRead: 10, indexColumn: 'id', dataframeIndex: true, indexLabel: ' row ' },
      { tableName: ' sales ', schema: 'main', alreadyExists: 'replace' },
    );
    expect(fields.slice(3)).toEqual([
      ['table_name', 'sales'],
      ['already_exists', 'replace'],
      ['schema', 'main'],
      ['rows_to_read', '10'],
      ['index_column', 'id'],
      ['dataframe_index', 'true'],
      ['index_label', 'row'],
    ]);
  });

  it('names a table after its file and reads the allowed schemas', () => {
    expect(tableNameOf('Sales 2024 (Q1).csv')).toBe('sales_2024_q1');
    expect(tableNameOf('2024.csv')).toBe('t_2024');
    expect(tableNameOf('.csv')).toBe('upload');
    expect(allowedSchemas('{"schemas_allowed_for_file_upload": ["public", ""]}')).toEqual(['public']);
    expect(allowedSchemas('not json')).toEqual([]);
  });
});
