/**
 * The bundle container: file names (Superset's `get_filename`), ZIP packing and reading, and
 * directory reading for the CLI. A bundle is a map of relative path → YAML text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { strFromU8, strToU8, zipSync } from 'fflate';
import { BundleFormatError, BundleTooLargeError } from './format-error';
import { BUNDLE_LIMITS } from './limits';
import { inflateEntry, readCentralDirectory, tooLarge, tooLargeInTotal, tooManyEntries } from './zip-reader';

export { BundleFormatError, BundleTooLargeError } from './format-error';

export type BundleFiles = Map<string, string>;

/** werkzeug's secure_filename: ASCII letters, digits, `_`, `.`, `-`; spaces become `_`. */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  const spaced = ascii.replace(/[/\\]/g, ' ');
  return spaced
    .trim()
    .split(/\s+/)
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** `get_filename(name, id)`: the slug then `_<id>`; the id alone when the slug is empty. */
export function bundleFilename(name: string, id?: number): string {
  const slug = secureFilename(name);
  if (id === undefined) return slug || 'unnamed';
  return slug ? `${slug}_${id}` : String(id);
}

function timestampSlug(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

/** Packs files under the root folder `<type>_export_<YYYYMMDDTHHMMSS>/`. */
export function packBundle(
  type: string,
  files: BundleFiles,
  now = new Date(),
): { name: string; bytes: Uint8Array } {
  const root = `${type}_export_${timestampSlug(now)}`;
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of files) entries[`${root}/${path}`] = strToU8(text);
  return { name: root, bytes: zipSync(entries) };
}

const isYaml = (path: string) => /\.ya?ml$/i.test(path);
const isHidden = (path: string) =>
  path.split('/').some((part) => part.startsWith('.') || part.startsWith('_'));

interface Candidate {
  readonly path: string;
  /** declared size, checked before reading */
  readonly size: number;
  /** reads at most `cap` bytes */
  readonly read: (cap: number) => Uint8Array;
}

/**
 * Keeps YAML files, refuses unsafe paths, strips the root folder (Superset's import rules) and
 * reads what is kept within the size limits: declared sizes first, then each read is capped.
 */
function collect(candidates: readonly Candidate[], stripRoot: boolean): BundleFiles {
  if (candidates.length > BUNDLE_LIMITS.maxEntries) throw tooManyEntries();
  const kept: [string, Candidate][] = [];
  let declared = 0;
  for (const candidate of candidates) {
    const path = candidate.path.replace(/\\/g, '/');
    if (path.startsWith('/') || path.split('/').includes('..')) {
      throw new BundleFormatError(`Unsafe path in bundle: ${candidate.path}`);
    }
    const inner = stripRoot ? path.split('/').slice(1).join('/') : path;
    if (!inner || path.endsWith('/') || !isYaml(inner) || isHidden(inner)) continue;
    if (candidate.size > BUNDLE_LIMITS.maxEntryBytes) throw tooLarge(candidate.path);
    declared += candidate.size;
    if (declared > BUNDLE_LIMITS.maxTotalBytes) throw tooLargeInTotal();
    kept.push([inner, candidate]);
  }
  const files: BundleFiles = new Map();
  let total = 0;
  for (const [inner, candidate] of kept) {
    const left = BUNDLE_LIMITS.maxTotalBytes - total;
    const cap = Math.min(BUNDLE_LIMITS.maxEntryBytes, left);
    let bytes: Uint8Array;
    try {
      bytes = candidate.read(cap);
    } catch (error) {
      // Over the cap of the total rather than of one file: say so.
      if (error instanceof BundleTooLargeError && cap === left && left < BUNDLE_LIMITS.maxEntryBytes) {
        throw tooLargeInTotal();
      }
      throw error;
    }
    total += bytes.byteLength;
    files.set(inner, strFromU8(bytes));
  }
  return files;
}

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

export function unpackBundle(bytes: Uint8Array): BundleFiles {
  if (!isZip(bytes)) throw new BundleFormatError('Not a ZIP file');
  const entries = readCentralDirectory(bytes);
  const paths = entries.map((entry) => entry.name).filter((path) => !path.endsWith('/'));
  // Superset's exports have one root folder; a flat zip (metadata.yaml at the top) is read as is.
  const stripRoot = !paths.includes('metadata.yaml');
  return collect(
    entries.map((entry) => ({
      path: entry.name,
      size: entry.size,
      read: (cap: number) => inflateEntry(bytes, entry, cap),
    })),
    stripRoot,
  );
}

/** A bundle unpacked on disk: the folder holding metadata.yaml (or its parent export folder). */
export function readBundleDirectory(dir: string): BundleFiles {
  const found: Candidate[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        found.push({
          path: relative(dir, full).split(sep).join('/'),
          size: stat.size,
          read: (cap) => {
            const bytes = readFileSync(full);
            if (bytes.byteLength > cap) throw tooLarge(name);
            return bytes;
          },
        });
      }
      if (found.length > BUNDLE_LIMITS.maxEntries) throw tooManyEntries();
    }
  };
  walk(dir);
  const stripRoot = !found.some(({ path }) => path === 'metadata.yaml');
  return collect(found, stripRoot);
}
