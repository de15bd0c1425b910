/** The printed tables: figures beside the targets of issue 3 item 11, PASS or MISS. */
import type { CachedFigures } from './cached';
import { withinOverhead } from './load-stats';
import type { QueryFigures } from './measure';

export const TARGETS = {
  /** Every uncached query within max(15%, 2 ms) of DuckDB itself (issue 12 item 6, load-stats.ts). */
  ratio: 1.15,
  /** Cached answer, median latency, ms. */
  cachedP50Ms: 2,
  /** Cached answers per second under load. */
  cachedRps: 3000,
} as const;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '-');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function uncachedTable(figures: readonly QueryFigures[]): string {
  const rows = figures.map((f) => {
    const ratio = f.ours / f.raw;
    const phase = (name: string) => ms(f.serverPhases[name] ?? Number.NaN);
    return [
      f.query.name,
      f.rows.toLocaleString('en-US'),
      ms(f.ours),
      ms(f.raw),
      ms(f.rawQuery),
      ratio.toFixed(2),
      ms(f.ours - f.raw),
      f.query.targeted ? (withinOverhead(f.ours, f.raw) ? 'yes' : 'NO') : '(info)',
      ms(f.oursCpu),
      ms(f.rawCpu),
      phase('execute'),
      phase('serialise'),
      phase('post_process'),
      phase('total'),
    ];
  });
  return table(
    [
      'query',
      'rows',
      'ours ms',
      'raw ms',
      'raw db',
      'ratio',
      'diff ms',
      'within max(15%, 2 ms)',
      'cpu ours',
      'cpu raw',
      'srv exec',
      'srv ser',
      'srv pp',
      'srv total',
    ],
    rows,
  );
}

export function cachedTable(figures: CachedFigures): string {
  const { single, loaded } = figures;
  const rows = [
    [
      'p50 latency, 1 connection',
      `${ms(single.p50)} ms`,
      `<= ${TARGETS.cachedP50Ms} ms`,
      verdict(single.p50 <= TARGETS.cachedP50Ms),
    ],
    ['p99 latency, 1 connection', `${ms(single.p99)} ms`, '', ''],
    ['req/s, 1 connection', single.rps.toFixed(0), '', ''],
    [
      `req/s, ${figures.connections} connections`,
      loaded.rps.toFixed(0),
      `>= ${TARGETS.cachedRps}`,
      verdict(loaded.rps >= TARGETS.cachedRps),
    ],
    [`p50 latency, ${figures.connections} connections`, `${ms(loaded.p50)} ms`, '', ''],
    [`p99 latency, ${figures.connections} connections`, `${ms(loaded.p99)} ms`, '', ''],
    ['requests / errors', `${loaded.requests + single.requests} / ${loaded.errors + single.errors}`, '', ''],
  ];
  return table([`cached: ${figures.query.name}`, 'figure', 'target', ''], rows);
}
