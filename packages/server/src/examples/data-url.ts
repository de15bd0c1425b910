/**
 * A dataset's `data:` URL (Superset's example bundles name the CSV their table comes from) resolved
 * to a file of the local examples data dir, by the URL's basename with or without `.gz`. A file
 * that load-examples knows is shaped as load-examples shapes it; any other is read as it is.
 */
import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { TableSource } from './data-dir';
import { EXAMPLE_FILES } from './data-files';

export type DataFileSource = Omit<TableSource, 'table'>;

/** `sales.csv` for `https://…/sales.csv?raw=1`, `examples://datasets/examples/sales.csv`, … */
export function dataUrlBasename(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return basename(path.replace(/\/+$/, ''));
}

/** The names a file for this basename may have: as given, and with `.gz` added or removed. */
function candidateNames(name: string): Set<string> {
  return new Set([name, name.endsWith('.gz') ? name.slice(0, -3) : `${name}.gz`]);
}

function filesUnder(dataDir: string): string[] {
  const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The file a `data:` URL names, found in `dataDir`; null when the folder has no such file. */
export function findDataFile(dataDir: string, url: string): DataFileSource | null {
  const name = dataUrlBasename(url);
  if (name === '') return null;
  const names = candidateNames(name);
  const present = filesUnder(dataDir);
  const presentSet = new Set(present);
  for (const entry of EXAMPLE_FILES) {
    const file = entry.files.find((candidate) => names.has(basename(candidate)) && presentSet.has(candidate));
    if (file && (entry.needs ?? []).every((need) => presentSet.has(need))) {
      return { file, select: entry.select, ...(entry.after ? { after: entry.after } : {}) };
    }
  }
  const file = present.find((candidate) => names.has(basename(candidate)));
  return file ? { file, select: (read, chosen) => `SELECT * FROM ${read(chosen)}` } : null;
}
