/**
 * A bounded ZIP reader for uploaded bundles. It reads the central directory first (entry count
 * and declared sizes are checked before anything is inflated), then inflates the wanted entries
 * one by one with an output cap, so a header that lies about its size cannot get past the limits.
 * Only what bundles use is supported: stored and deflated entries, no encryption, no ZIP64.
 */
import { inflateRawSync } from 'node:zlib';
import { BundleFormatError, BundleTooLargeError } from './format-error';
import { BUNDLE_LIMITS, formatBytes } from './limits';

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly compressedSize: number;
  /** as the central directory declares it; inflating checks the real size */
  readonly size: number;
  readonly localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const utf8 = new TextDecoder('utf-8', { fatal: false });
const latin1 = new TextDecoder('latin1');

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new BundleFormatError('Not a ZIP file: its central directory is missing');
}

/** Every entry of the central directory; refuses more than `maxEntries` before reading them all. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw new BundleFormatError('Not a ZIP file');
  const end = findEndOfCentralDirectory(view);
  const declaredCount = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (declaredCount === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new BundleFormatError('ZIP64 archives are not supported for bundles');
  }
  if (declaredCount > BUNDLE_LIMITS.maxEntries) throw tooManyEntries();
  if (offset + size > end) throw new BundleFormatError('Not a ZIP file: its central directory is damaged');
  const entries: ZipEntry[] = [];
  let at = offset;
  while (at < offset + size) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) {
      throw new BundleFormatError('Not a ZIP file: its central directory is damaged');
    }
    if (entries.length >= BUNDLE_LIMITS.maxEntries) throw tooManyEntries();
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      // Bit 11 marks UTF-8 names; others are CP437, read as Latin-1 like fflate does.
      name: (flags & 0x800 ? utf8 : latin1).decode(rawName),
      method: view.getUint16(at + 10, true),
      flags,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function tooManyEntries(): BundleTooLargeError {
  return new BundleTooLargeError(
    `The bundle holds more than ${BUNDLE_LIMITS.maxEntries} files; split it into smaller bundles.`,
  );
}

export function tooLarge(name: string): BundleTooLargeError {
  return new BundleTooLargeError(
    `${name} is larger than ${formatBytes(BUNDLE_LIMITS.maxEntryBytes)} uncompressed; a bundle file may not be that large.`,
  );
}

export function tooLargeInTotal(): BundleTooLargeError {
  return new BundleTooLargeError(
    `The bundle is larger than ${formatBytes(BUNDLE_LIMITS.maxTotalBytes)} uncompressed; split it into smaller bundles.`,
  );
}

/** The entry's bytes, inflating at most `cap` bytes whatever its headers say. */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, cap: number): Uint8Array {
  if (entry.flags & 0x1) throw new BundleFormatError(`${entry.name} is encrypted; bundles cannot be`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL) {
    throw new BundleFormatError(`Not a ZIP file: the entry ${entry.name} is damaged`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength)
    throw new BundleFormatError(`Not a ZIP file: the entry ${entry.name} is cut short`);
  const data = bytes.subarray(start, end);
  if (entry.method === STORED) {
    if (data.byteLength > cap) throw tooLarge(entry.name);
    return data;
  }
  if (entry.method !== DEFLATED) {
    throw new BundleFormatError(`${entry.name} uses a ZIP compression method bundles do not use`);
  }
  try {
    // maxOutputLength makes zlib stop (RangeError) instead of inflating a bomb into memory.
    return inflateRawSync(data, { maxOutputLength: cap });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(entry.name);
    }
    throw new BundleFormatError(`Not a ZIP file: the entry ${entry.name} cannot be inflated`);
  }
}
