/**
 * An Excel workbook (.xlsx, read with exceljs) → newline-delimited JSON of one sheet with a type
 * per column, which staging.ts reads into DuckDB. Types are inferred from the cells as pandas'
 * read_excel would: all whole numbers → BIGINT, numbers → DOUBLE, booleans → BOOLEAN, dates →
 * TIMESTAMP, anything mixed → VARCHAR (each cell as its text).
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { DEFAULT_NULL_VALUES } from './options';
import type { StagingSource } from './staging';
import { UploadError } from './upload-error';

export interface ExcelOptions {
  readonly sheetName?: string | undefined;
  readonly headerRow?: number | null | undefined;
  readonly skipRows?: number | undefined;
  readonly nullValues?: readonly string[] | undefined;
}

type Cell = string | number | boolean | Date | null;

export async function readWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    throw new UploadError(
      'The file could not be read as an Excel workbook (.xlsx). Older .xls files must be saved as .xlsx first.',
      422,
      { cause: error },
    );
  }
  return workbook;
}

export function sheetNames(workbook: ExcelJS.Workbook): string[] {
  return workbook.worksheets.map((sheet) => sheet.name);
}

/** Writes the chosen sheet (the first by default) to `jsonPath` and describes its columns. */
export async function sheetToJson(
  workbook: ExcelJS.Workbook,
  options: ExcelOptions,
  jsonPath: string,
): Promise<StagingSource & { kind: 'json'; sheet: string }> {
  const sheet = options.sheetName ? workbook.getWorksheet(options.sheetName) : workbook.worksheets[0];
  if (!sheet) {
    throw new UploadError(
      options.sheetName
        ? `The workbook has no sheet named "${options.sheetName}"; its sheets are: ${sheetNames(workbook).join(', ')}.`
        : 'The workbook has no sheets.',
    );
  }
  const nulls = new Set([...DEFAULT_NULL_VALUES, ...(options.nullValues ?? [])]);
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => cellValue(value, nulls)));
  });
  const header = options.headerRow === undefined ? 0 : options.headerRow;
  const body = rows.slice((options.skipRows ?? 0) + (header ?? 0));
  const headerCells = header === null ? [] : (body.shift() ?? []);
  const width = Math.max(headerCells.length, ...body.map((row) => row.length), 0);
  const names = uniqueNames(
    Array.from({ length: width }, (_, index) => {
      const cell = headerCells[index];
      return cell === null || cell === undefined || cell === '' ? `column${index}` : textOf(cell);
    }),
  );
  const data = body.filter((row) => row.some((cell) => cell !== null));
  const types = names.map((_, index) => inferType(data.map((row) => row[index] ?? null)));
  const lines = data.map((row) =>
    JSON.stringify(
      Object.fromEntries(names.map((_, index) => [`c${index}`, jsonCell(row[index] ?? null, types[index]!)])),
    ),
  );
  await writeFile(jsonPath, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return {
    kind: 'json',
    path: jsonPath,
    sheet: sheet.name,
    columns: names.map((name, index) => ({ name, type: types[index]! })),
  };
}

function cellValue(value: ExcelJS.CellValue | undefined, nulls: ReadonlySet<string>): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return nulls.has(value) ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue, nulls); // formula
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''), nulls);
    if ('text' in value) return cellValue(String(value.text), nulls); // hyperlink
    if ('error' in value) return null; // #N/A, #DIV/0!, ...
  }
  return String(value);
}

function textOf(cell: Exclude<Cell, null>): string {
  if (cell instanceof Date) return isoText(cell);
  return String(cell);
}

/** Excel dates carry no zone: exceljs gives them as UTC, written here as naive text. */
function isoText(date: Date): string {
  const text = date.toISOString().replace('T', ' ').replace('Z', '');
  return text.endsWith(' 00:00:00.000') ? text.slice(0, 10) : text.replace(/\.000$/, '');
}

function inferType(cells: readonly Cell[]): string {
  const present = cells.filter((cell) => cell !== null);
  if (present.length === 0) return 'VARCHAR';
  if (present.every((cell) => typeof cell === 'boolean')) return 'BOOLEAN';
  if (present.every((cell) => typeof cell === 'number')) {
    return present.every((cell) => Number.isSafeInteger(cell)) ? 'BIGINT' : 'DOUBLE';
  }
  if (present.every((cell) => cell instanceof Date)) return 'TIMESTAMP';
  return 'VARCHAR';
}

function jsonCell(cell: Cell, type: string): unknown {
  if (cell === null) return null;
  if (type === 'VARCHAR') return textOf(cell);
  if (cell instanceof Date) return cell.toISOString().replace('T', ' ').replace('Z', '');
  return cell;
}

/** pandas' mangle_dupe_cols: a repeated name gets `.1`, `.2`, ... */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return count === 0 ? name : `${name}.${count}`;
  });
}
