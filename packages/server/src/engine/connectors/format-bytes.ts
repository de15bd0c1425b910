/** A byte count as people read it, in DuckDB's units (1 GB = 1000^3 bytes). */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GB', 1000 ** 3],
    ['MB', 1000 ** 2],
    ['KB', 1000],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
