import type { FieldPacket } from 'mysql2';
import { genericTypeOf, temporalTextToEpochMs } from '../type-mapping';
import type { ResultColumn } from '../types';
import { GenericDataType } from '../types';

/**
 * MySQL/MariaDB result values in Superset's wire types. The pool is configured so that mysql2
 * already returns most of them (supportBigNumbers: BIGINT as a number, or a string beyond 2^53;
 * decimalNumbers: DECIMAL as a number; dateStrings: temporal values as text in the session's
 * UTC zone); this module names the column types and converts, column by column, what is left:
 * temporal text to epoch milliseconds and binary values to base64.
 */

/** The protocol's column type codes (include/mysql_com.h, enum_field_types). */
const TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'DECIMAL'],
  [1, 'TINYINT'],
  [2, 'SMALLINT'],
  [3, 'INT'],
  [4, 'FLOAT'],
  [5, 'DOUBLE'],
  [6, 'NULL'],
  [7, 'TIMESTAMP'],
  [8, 'BIGINT'],
  [9, 'MEDIUMINT'],
  [10, 'DATE'],
  [11, 'TIME'],
  [12, 'DATETIME'],
  [13, 'YEAR'],
  [14, 'DATE'],
  [15, 'VARCHAR'],
  [16, 'BIT'],
  [245, 'JSON'],
  [246, 'DECIMAL'],
  [247, 'ENUM'],
  [248, 'SET'],
  [249, 'TINYBLOB'],
  [250, 'MEDIUMBLOB'],
  [251, 'LONGBLOB'],
  [252, 'BLOB'],
  [253, 'VARCHAR'],
  [254, 'CHAR'],
  [255, 'GEOMETRY'],
]);

/** Text types whose character set is `binary` (63) carry bytes: VARBINARY, BINARY, BLOB. */
const BINARY_CHARSET = 63;
const TEXT_TYPES = new Set([15, 249, 250, 251, 252, 253, 254]);

export function mysqlTypeName(field: Pick<FieldPacket, 'type' | 'columnType' | 'characterSet'>): string {
  const code = field.columnType ?? field.type ?? -1;
  const name = TYPE_NAMES.get(code) ?? 'UNKNOWN';
  if (!TEXT_TYPES.has(code)) return name;
  if (field.characterSet === BINARY_CHARSET)
    return name.includes('BLOB') ? name : name === 'CHAR' ? 'BINARY' : 'VARBINARY';
  return name.endsWith('BLOB') ? name.replace('BLOB', 'TEXT') : name;
}

export function describeMysqlFields(fields: readonly FieldPacket[]): ResultColumn[] {
  return fields.map((field) => {
    const type = mysqlTypeName(field);
    return { name: field.name, type, genericType: genericTypeOf(type) };
  });
}

/** Converts, in place, the columns mysql2 leaves in a form the wire does not take. */
export function convertMysqlRows(columns: readonly ResultColumn[], rows: Record<string, unknown>[]): void {
  for (const column of columns) {
    const temporal = column.genericType === GenericDataType.TEMPORAL;
    const bytes = /BINARY|BLOB|BIT|GEOMETRY/.test(column.type);
    if (!temporal && !bytes) continue;
    const name = column.name;
    for (const row of rows) {
      const value = row[name];
      if (value === null || value === undefined) continue;
      if (temporal) row[name] = temporalTextToEpochMs(value);
      else if (Buffer.isBuffer(value)) row[name] = value.toString('base64');
    }
  }
}
