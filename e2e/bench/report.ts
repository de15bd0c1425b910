// Prints the figures as a table, with issue 7's byte budgets beside them (never asserted).
import type { PageFigures } from './measure';

export interface BenchResult extends PageFigures {
  readonly jsBudget: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

function budgetNote(figures: BenchResult): string {
  return `${figures.jsWire <= figures.jsBudget ? 'within' : 'OVER'} ${kb(figures.jsBudget)}`;
}

export function printFigures(pages: readonly BenchResult[], runs: number): void {
  const rows = pages.map((figures) => ({
    page: figures.name,
    'JS over the wire': kb(figures.jsWire),
    'JS decoded': kb(figures.jsDecoded),
    'JS files': String(figures.jsFiles),
    'all bytes': kb(figures.totalWire),
    requests: String(figures.requests),
    DOMContentLoaded: ms(figures.domContentLoadedMs),
    'charts settled': figures.charts.total
      ? `${ms(figures.chartsSettledMs)} (${figures.charts.rendered}/${figures.charts.total} drawn${
          figures.charts.failed ? `, ${figures.charts.failed} failed` : ''
        })`
      : '-',
    'JS budget': budgetNote(figures),
  }));
  const columns = Object.keys(rows[0] ?? {}) as (keyof (typeof rows)[number])[];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
  console.log(
    `\nCold loads (empty cache, signed in); times are the median of ${runs} run(s) on this machine.` +
      '\nBytes are response bodies as sent (brotli or gzip when the server precompressed them).',
  );
}
