// Tests only: Superset's saved charts, read at test time from the shared example bundles (never
// copied into the repository). `pick` chooses the charts a test builds.
import { parse } from 'yaml';

export type SavedChart = Record<string, unknown>;

const ALL: readonly (readonly [string, SavedChart])[] = Object.entries(
  import.meta.glob<string>('../../../../../shared/superset-examples/*/charts/*.yaml', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => [path.split('superset-examples/')[1]!, parse(text) as SavedChart] as const);

/** `[bundle path, chart]` of every saved chart `pick` accepts. */
export function savedSupersetCharts(pick: (chart: SavedChart) => boolean): (readonly [string, SavedChart])[] {
  return ALL.filter(([, chart]) => pick(chart));
}
