/**
 * Result formats `csv` and `xlsx` (SUPERSET_FACTS §1.8): one query answers a file, several a ZIP
 * of `query_1.csv`, `query_2.csv`, ... CSV follows pandas' `to_csv(index=False)` as Superset
 * writes it: minimal quoting, empty cells for nulls, dates as `YYYY-MM-DD HH:MM:SS` (just the
 * date when every value of the column is at midnight, as pandas prints them). XLSX writes dates
 * as real Excel dates, so they sort and filter as dates.
 */
import { pandasTimestampText } from '@tessera/core';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { checkResultBytes, checkResultText, resultTooLarge } from './result-size';
import { GenericDataType } from './types';

export interface TabularResult {
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly data: readonly Record<string, unknown>[];
}

export interface ExportFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly filename: string;
}

export const CSV_MIMETYPE = 'text/csv; charset=utf-8';
export const XLSX_MIMETYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_MIMETYPE = 'application/zip';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'boolean') text = value ? 'True' : 'False';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function temporalColumns(result: TabularResult): Map<string, boolean> {
  const columns = new Map<string, boolean>();
  result.colnames.forEach((name, i) => {
    if (result.coltypes[i] !== GenericDataType.TEMPORAL) return;
    const dateOnly = result.data.every((row) => {
      const value = row[name];
      return typeof value !== 'number' || value % 86_400_000 === 0;
    });
    columns.set(name, dateOnly);
  });
  return columns;
}

/** The CSV text; over `maxBytes` it stops at the line that crosses it and throws resultTooLarge. */
export function toCsv(result: TabularResult, maxBytes = Number.POSITIVE_INFINITY): string {
  const temporal = temporalColumns(result);
  const lines = [result.colnames.map(csvCell).join(',')];
  // UTF-16 units: a lower bound of the UTF-8 bytes, exact-checked at the end.
  let length = lines[0]!.length + 1;
  for (const row of result.data) {
    const cells = result.colnames.map((name) => {
      const value = row[name];
      const dateOnly = temporal.get(name);
      if (dateOnly !== undefined && typeof value === 'number') return pandasTimestampText(value, dateOnly);
      return csvCell(value);
    });
    const line = cells.join(',');
    length += line.length + 1;
    if (length > maxBytes) throw resultTooLarge(maxBytes);
    lines.push(line);
  }
  const text = `${lines.join('\n')}\n`;
  checkResultText(text, maxBytes);
  return text;
}

export async function toXlsx(result: TabularResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  const temporal = temporalColumns(result);
  sheet.columns = result.colnames.map((name) => ({
    header: name,
    key: name,
    ...(temporal.has(name)
      ? { style: { numFmt: temporal.get(name) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss' } }
      : {}),
  }));
  for (const row of result.data) {
    sheet.addRow(
      result.colnames.map((name) => {
        const value = row[name];
        if (value === null || value === undefined) return null;
        if (temporal.has(name) && typeof value === 'number') return new Date(value);
        if (typeof value === 'object') return JSON.stringify(value);
        return value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name safe in a Content-Disposition header: the chart's name, else a timestamp. */
export function exportFilename(sliceName: unknown, now: Date = new Date()): string {
  const cleaned =
    typeof sliceName === 'string'
      ? sliceName
          .normalize('NFKD')
          .replace(/[^\w\s.-]/g, '')
          .trim()
          .replace(/\s+/g, '_')
      : '';
  if (cleaned) return cleaned;
  const d = now;
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/**
 * One result → its file; several → a ZIP of query_1.<ext>, query_2.<ext>, ... No file over
 * `maxBytes` (TESSERA_MAX_RESULT_BYTES) is made: resultTooLarge instead. The rows already passed
 * the JSON cap, so the XLSX workbook (which cannot stop midway) is bounded before it is built.
 */
export async function exportResults(
  results: readonly TabularResult[],
  format: 'csv' | 'xlsx',
  name: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<ExportFile> {
  const encode = async (entry: TabularResult) => {
    // Entries without rows (result type `query`) export as an empty table.
    const result = { colnames: entry.colnames ?? [], coltypes: entry.coltypes ?? [], data: entry.data ?? [] };
    const file = format === 'csv' ? Buffer.from(toCsv(result, maxBytes), 'utf8') : await toXlsx(result);
    checkResultBytes(file.length, maxBytes);
    return file;
  };
  if (results.length === 1) {
    return {
      body: await encode(results[0]!),
      contentType: format === 'csv' ? CSV_MIMETYPE : XLSX_MIMETYPE,
      filename: `${name}.${format}`,
    };
  }
  const files: Record<string, Uint8Array> = {};
  for (const [i, result] of results.entries()) files[`query_${i + 1}.${format}`] = await encode(result);
  const zip = Buffer.from(zipSync(files));
  checkResultBytes(zip.length, maxBytes);
  return { body: zip, contentType: ZIP_MIMETYPE, filename: `${name}.zip` };
}
