/** The upload dialog's pure half: kinds, permissions, and the options as Superset's form fields. */

export type UploadKind = 'csv' | 'excel' | 'columnar';

export interface UploadKindInfo {
  readonly kind: UploadKind;
  /** The "+" menu's label. */
  readonly menuLabel: string;
  readonly title: string;
  readonly accept: string;
  /** Spec 001 point 6: the form permission of the kind's upload view. */
  readonly view: string;
}

export const UPLOAD_KINDS: readonly UploadKindInfo[] = [
  {
    kind: 'csv',
    menuLabel: 'Upload CSV to database',
    title: 'CSV upload',
    accept: '.csv,.tsv,.txt',
    view: 'CsvToDatabaseView',
  },
  {
    kind: 'excel',
    menuLabel: 'Upload Excel to database',
    title: 'Excel upload',
    accept: '.xlsx,.xls',
    view: 'ExcelToDatabaseView',
  },
  {
    kind: 'columnar',
    menuLabel: 'Upload Columnar file to database',
    title: 'Columnar upload',
    accept: '.parquet,.zip',
    view: 'ColumnarToDatabaseView',
  },
];

export const kindInfo = (kind: UploadKind): UploadKindInfo => UPLOAD_KINDS.find((k) => k.kind === kind)!;

/**
 * The kinds a user may upload: can_upload on Database, the kind's can_this_form_get, and at
 * least one database that allows uploads.
 */
export function allowedKinds(
  permissions: readonly string[],
  isAdmin: boolean,
  uploadDatabaseCount: number,
): UploadKind[] {
  if (uploadDatabaseCount === 0) return [];
  const has = (key: string) => isAdmin || permissions.includes(key);
  if (!has('can_upload|Database')) return [];
  return UPLOAD_KINDS.filter((info) => has(`can_this_form_get|${info.view}`)).map((info) => info.kind);
}

export interface UploadOptions {
  readonly delimiter: string;
  /** Row of the column names (0 = first); null: no header row. */
  readonly headerRow: number | null;
  readonly skipRows: number;
  readonly rowsToRead: number | null;
  readonly nullValues: readonly string[];
  readonly columnDates: readonly string[];
  readonly dayFirst: boolean;
  readonly decimalCharacter: string;
  readonly indexColumn: string;
  readonly dataframeIndex: boolean;
  readonly indexLabel: string;
  readonly sheetName: string;
}

export const DEFAULT_OPTIONS: UploadOptions = {
  delimiter: ',',
  headerRow: 0,
  skipRows: 0,
  rowsToRead: null,
  nullValues: [],
  columnDates: [],
  dayFirst: false,
  decimalCharacter: '.',
  indexColumn: '',
  dataframeIndex: false,
  indexLabel: '',
  sheetName: '',
};

/** The fields that say how to read the file (the preview's and the upload's), as form entries. */
export function readFields(kind: UploadKind, options: UploadOptions): [string, string][] {
  const fields: [string, string][] = [['type', kind]];
  if (kind === 'columnar') return fields;
  if (kind === 'csv') {
    fields.push(['delimiter', options.delimiter || ',']);
    if (options.decimalCharacter && options.decimalCharacter !== '.') {
      fields.push(['decimal_character', options.decimalCharacter]);
    }
  }
  if (kind === 'excel' && options.sheetName) fields.push(['sheet_name', options.sheetName]);
  fields.push(['header_row', options.headerRow === null ? '' : String(options.headerRow)]);
  if (options.skipRows > 0) fields.push(['skip_rows', String(options.skipRows)]);
  if (options.nullValues.length > 0) fields.push(['null_values', JSON.stringify(options.nullValues)]);
  for (const column of options.columnDates) fields.push(['column_dates', column]);
  if (options.dayFirst) fields.push(['day_first', 'true']);
  return fields;
}

export interface UploadTarget {
  readonly tableName: string;
  readonly schema: string;
  readonly alreadyExists: 'fail' | 'replace' | 'append';
}

/** Everything the upload sends besides the file. */
export function uploadFields(
  kind: UploadKind,
  options: UploadOptions,
  target: UploadTarget,
): [string, string][] {
  const fields = readFields(kind, options);
  fields.push(['table_name', target.tableName.trim()], ['already_exists', target.alreadyExists]);
  if (target.schema) fields.push(['schema', target.schema]);
  if (options.rowsToRead !== null) fields.push(['rows_to_read', String(options.rowsToRead)]);
  if (options.indexColumn) fields.push(['index_column', options.indexColumn]);
  if (options.dataframeIndex) {
    fields.push(['dataframe_index', 'true']);
    if (options.indexLabel.trim()) fields.push(['index_label', options.indexLabel.trim()]);
  }
  return fields;
}

/** A table name from a file name: `Sales 2024.csv` → `sales_2024`. */
export function tableNameOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '');
  const name = base
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[0-9]/.test(name) ? `t_${name}` : name || 'upload';
}

/** Schemas the database allows uploads into (empty: any). */
export function allowedSchemas(extra: string | null | undefined): string[] {
  try {
    const list = (JSON.parse(extra || '{}') as { schemas_allowed_for_file_upload?: unknown })
      .schemas_allowed_for_file_upload;
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  } catch {
    return [];
  }
}
