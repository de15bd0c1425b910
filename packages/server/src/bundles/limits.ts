/**
 * How much a bundle may hold. A bundle is untrusted input: these bounds keep one upload from
 * exhausting the server's memory (ZIP bombs, YAML alias expansion) or filling the store.
 */
const MiB = 1024 * 1024;

export const BUNDLE_LIMITS = {
  /** entries in the ZIP, folders and ignored files included */
  maxEntries: 5_000,
  /** uncompressed bytes of one YAML file */
  maxEntryBytes: 10 * MiB,
  /** uncompressed bytes of all YAML files together */
  maxTotalBytes: 100 * MiB,
  /** alias resolutions the YAML parser allows per document (`yaml`'s maxAliasCount) */
  maxAliasCount: 100,
  /** nesting of mappings and sequences in one YAML document */
  maxDepth: 64,
  /**
   * Size of one parsed document with every alias expanded (string lengths plus a little per
   * node): what serialising it later would cost. Bounds alias fan-out that `maxAliasCount` lets by.
   */
  maxExpandedBytes: 16 * MiB,
} as const;

/** Largest uploaded file the import routes accept (the multipart limit). */
export const MAX_UPLOAD_BYTES = 100 * MiB;

/**
 * Longest text per field, as Superset's columns (String(250), String(500), Text ≈ 64 KB) and,
 * for JSON blobs stored as MEDIUMTEXT, a bound well above what real exports hold.
 */
export const FIELD_LIMITS = {
  name: 250,
  dashboardTitle: 500,
  slug: 255,
  uri: 1024,
  shortText: 255,
  verboseName: 1024,
  text: 64 * 1024,
  css: 1 * MiB,
  sql: 1 * MiB,
  expression: 1 * MiB,
  smallJson: 1 * MiB,
  params: 2 * MiB,
  queryContext: 4 * MiB,
  position: 4 * MiB,
  metadata: 4 * MiB,
} as const;

export const formatBytes = (bytes: number): string =>
  bytes >= MiB ? `${Math.round((bytes / MiB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
