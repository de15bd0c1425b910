/** Pure helpers for SQL Lab's results: cell text, CSV and clipboard text, identifiers, client ids. */

export interface ResultColumn {
  readonly name: string;
  readonly type?: string | null;
  readonly is_dttm?: boolean;
}

export type ResultRow = Readonly<Record<string, unknown>>;

/** What a cell shows: NULL for null, JSON for nested values, the text otherwise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(columns: readonly ResultColumn[], rows: readonly ResultRow[]): string {
  const lines = [columns.map((c) => csvCell(c.name)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.name])).join(','));
  return `${lines.join('\n')}\n`;
}

/** Tab-separated text for the clipboard (pastes into spreadsheets as cells). */
export function toTsv(columns: readonly ResultColumn[], rows: readonly ResultRow[]): string {
  const clean = (value: unknown) =>
    value === null || value === undefined ? '' : cellText(value).replace(/[\t\r\n]+/g, ' ');
  const lines = [columns.map((c) => clean(c.name)).join('\t')];
  for (const row of rows) lines.push(columns.map((c) => clean(row[c.name])).join('\t'));
  return lines.join('\n');
}

const BACKTICK_BACKENDS = new Set(['mysql', 'mariadb', 'clickhouse', 'clickhousedb']);

/** An identifier quoted for the database's engine, when it needs quotes. */
export function quoteIdent(name: string, backend?: string | null): string {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return name;
  if (backend && BACKTICK_BACKENDS.has(backend)) return `\`${name.replaceAll('`', '``')}\``;
  return `"${name.replaceAll('"', '""')}"`;
}

/** The preview query of a table in the browser: its first 100 rows. */
export function previewSql(table: string, schema: string | null, backend?: string | null): string {
  const name = schema
    ? `${quoteIdent(schema, backend)}.${quoteIdent(table, backend)}`
    : quoteIdent(table, backend);
  return `SELECT *\nFROM ${name}\nLIMIT 100`;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** An 11-character id for one run, as Superset's client makes. */
export function newClientId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}

/** `1.2 s`, `850 ms`, `2:05`: the elapsed time of a run. */
export function formatElapsed(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A column's width in pixels from its name and a sample of its values. */
export function columnWidth(column: ResultColumn, rows: readonly ResultRow[]): number {
  let longest = column.name.length + 2;
  const step = Math.max(1, Math.floor(rows.length / 200));
  for (let i = 0; i < rows.length; i += step) {
    longest = Math.max(longest, cellText(rows[i]?.[column.name]).length);
  }
  return Math.min(360, Math.max(72, Math.ceil(longest * 8 + 30)));
}
