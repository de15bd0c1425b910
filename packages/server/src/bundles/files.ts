/**
 * The bundle container: file names (Superset's `get_filename`), ZIP packing and reading, and
 * directory reading for the CLI. A bundle is a map of relative path → YAML text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export type BundleFiles = Map<string, string>;

export class BundleFormatError extends Error {
  override readonly name = 'BundleFormatError';
}

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

/** Keeps YAML files, refuses unsafe paths, and strips the root folder (Superset's import rules). */
function collect(paths: Iterable<[string, () => string]>, stripRoot: boolean): BundleFiles {
  const files: BundleFiles = new Map();
  for (const [rawPath, read] of paths) {
    const path = rawPath.replace(/\\/g, '/');
    if (path.startsWith('/') || path.split('/').includes('..')) {
      throw new BundleFormatError(`Unsafe path in bundle: ${rawPath}`);
    }
    const inner = stripRoot ? path.split('/').slice(1).join('/') : path;
    if (!inner || path.endsWith('/') || !isYaml(inner) || isHidden(inner)) continue;
    files.set(inner, read());
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
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw new BundleFormatError(`Not a ZIP file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const paths = Object.keys(entries).filter((path) => !path.endsWith('/'));
  // Superset's exports have one root folder; a flat zip (metadata.yaml at the top) is read as is.
  const stripRoot = !paths.includes('metadata.yaml');
  return collect(
    paths.map((path) => [path, () => strFromU8(entries[path]!)]),
    stripRoot,
  );
}

/** A bundle unpacked on disk: the folder holding metadata.yaml (or its parent export folder). */
export function readBundleDirectory(dir: string): BundleFiles {
  const found: [string, () => string][] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push([relative(dir, full).split(sep).join('/'), () => readFileSync(full, 'utf8')]);
    }
  };
  walk(dir);
  const stripRoot = !found.some(([path]) => path === 'metadata.yaml');
  return collect(found, stripRoot);
}
