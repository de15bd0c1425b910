// pandas' DataFrame.to_html for a pivot table: a header row per column level (repeated labels
// merged into `colspan`), a row of index names, then one row per index key (repeated outer labels
// merged into `rowspan`); cells formatted column by column the way pandas prints them.
import { pyStr } from './helpers';

export interface PivotFrame {
  /** Names of the index levels (the rows' group-by columns). */
  readonly indexNames: readonly string[];
  /** Names of the column levels (null for the metric level). */
  readonly columnNames: readonly (string | null)[];
  /** One key per row, one value per index level. */
  readonly rowKeys: readonly (readonly unknown[])[];
  /** One key per column, one value per column level. */
  readonly colKeys: readonly (readonly unknown[])[];
  /** cells[row][column]; null for a missing value. */
  readonly cells: readonly (readonly unknown[])[];
  /** Per column: its values are integers (pandas' int64 column, printed without decimals). */
  readonly integerColumns: readonly boolean[];
}

const CLASSES = 'dataframe dataframe table table-striped table-bordered table-condensed table-hover';
const NA = 'null';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** pandas' _trim_zeros_float: drop trailing zeros common to every number, keep one decimal. */
function trimZeros(values: string[]): string[] {
  const isDecimal = (x: string) => /^\s*[+-]?[0-9]+\.[0-9]*$/.test(x);
  let trimmed = values;
  const shouldTrim = () => {
    const numbers = trimmed.filter(isDecimal);
    return numbers.length > 0 && numbers.every((x) => x.endsWith('0'));
  };
  while (shouldTrim()) trimmed = trimmed.map((x) => (isDecimal(x) ? x.slice(0, -1) : x));
  return trimmed.map((x) => (isDecimal(x) && x.endsWith('.') ? `${x}0` : x));
}

/** Python's `'{: .6e}'` of a float: mantissa with 6 decimals, exponent of at least 2 digits. */
function scientific(x: number): string {
  const [mantissa = '', exponent = '0'] = x.toExponential(6).split('e');
  const e = Number(exponent);
  return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
}

/** pandas' FloatArrayFormatter (6 digits): fixed point, or scientific for tiny or long values. */
function formatFloats(values: readonly (number | null)[]): string[] {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const fixed = trimZeros(
    values.map((v) => (v === null ? NA : Number.isFinite(v) ? v.toFixed(6) : pyStr(v))),
  );
  const abs = present.map(Math.abs);
  const small = abs.some((a) => a > 0 && a < 1e-6);
  const large = abs.some((a) => a > 1e6);
  // pandas measures with the leading space it reserves for the sign.
  const tooLong = Math.max(0, ...fixed.map((s) => (s.startsWith('-') ? s.length : s.length + 1))) > 12;
  if (small || (tooLong && large)) return values.map((v) => (v === null ? NA : scientific(v)));
  return fixed.map((s) => (s === 'Infinity' ? 'inf' : s === '-Infinity' ? '-inf' : s));
}

/** One column's cells as pandas prints them. */
function formatColumn(values: readonly unknown[], integer: boolean): string[] {
  if (values.every((v) => v === null || typeof v === 'number')) {
    const numbers = values as readonly (number | null)[];
    if (integer) return numbers.map((v) => (v === null ? NA : String(v)));
    return formatFloats(numbers);
  }
  return values.map((v) => (v === null || v === undefined ? NA : pyStr(v)));
}

/** Span of each position of a level: >0 where a run of equal labels (under equal parents) starts. */
function spans(keys: readonly (readonly unknown[])[], level: number): number[] {
  const out = keys.map(() => 0);
  let start = 0;
  for (let i = 1; i <= keys.length; i++) {
    const changed = i === keys.length || keys[i]!.slice(0, level + 1).some((v, l) => v !== keys[start]![l]);
    if (changed) {
      out[start] = i - start;
      start = i;
    }
  }
  return out;
}

const cell = (tag: 'th' | 'td', text: string, attrs = '') =>
  `<${tag}${attrs ? ` ${attrs}` : ''}>${escapeHtml(text)}</${tag}>`;

function row(indent: number, cells: readonly string[], style = ''): string[] {
  const pad = ' '.repeat(indent);
  return [`${pad}<tr${style}>`, ...cells.map((c) => `${pad}  ${c}`), `${pad}</tr>`];
}

function headerRows(frame: PivotFrame): string[] {
  const leading = Array.from({ length: frame.indexNames.length - 1 }, () => cell('th', ''));
  if (frame.columnNames.length <= 1) {
    const labels = frame.colKeys.map((k) => cell('th', pyStr(k[0])));
    return row(
      4,
      [...leading, cell('th', frame.columnNames[0] ?? ''), ...labels],
      ' style="text-align: right;"',
    );
  }
  return frame.columnNames.flatMap((name, level) => {
    const last = level === frame.columnNames.length - 1;
    const levelSpans = last ? frame.colKeys.map(() => 1) : spans(frame.colKeys, level);
    const labels = frame.colKeys.flatMap((key, i) => {
      const span = levelSpans[i] ?? 0;
      if (span === 0) return [];
      return [cell('th', pyStr(key[level] ?? ''), span > 1 ? `colspan="${span}" halign="left"` : '')];
    });
    return row(4, [...leading, cell('th', name ?? ''), ...labels]);
  });
}

function bodyRows(frame: PivotFrame): string[] {
  const columns = frame.colKeys.map((_, c) =>
    formatColumn(
      frame.cells.map((r) => r[c] ?? null),
      frame.integerColumns[c] ?? false,
    ),
  );
  const levels = frame.indexNames.length;
  const levelSpans = Array.from({ length: levels }, (_, l) =>
    l === levels - 1 ? frame.rowKeys.map(() => 1) : spans(frame.rowKeys, l),
  );
  return frame.rowKeys.flatMap((key, r) => {
    const heads = key.flatMap((value, l) => {
      const span = levelSpans[l]?.[r] ?? 0;
      if (span === 0) return [];
      return [cell('th', pyStr(value), span > 1 ? `rowspan="${span}" valign="top"` : '')];
    });
    return row(4, [...heads, ...columns.map((values) => cell('td', values[r] ?? NA))]);
  });
}

/** The frame as pandas' to_html(na_rep="null", classes=[Superset's table classes]) writes it. */
export function pivotHtml(frame: PivotFrame): string {
  const indexNamesRow = row(4, [
    ...frame.indexNames.map((n) => cell('th', n)),
    ...frame.colKeys.map(() => cell('th', '')),
  ]);
  return [
    `<table border="1" class="${CLASSES}">`,
    '  <thead>',
    ...headerRows(frame),
    ...indexNamesRow,
    '  </thead>',
    '  <tbody>',
    ...bodyRows(frame),
    '  </tbody>',
    '</table>',
  ].join('\n');
}
