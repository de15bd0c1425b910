/**
 * Canonical JSON: one text per value, whatever order its object keys were written in, so a hash
 * of it can key a cache. It follows JSON.stringify for everything else (undefined, functions and
 * symbols are left out of objects and become null in arrays; non-finite numbers become null;
 * `toJSON` is honoured, so dates are ISO strings) and adds: keys sorted by UTF-16 code units
 * (RFC 8785's order), `-0` written as `0`, and clear errors for what JSON cannot hold (BigInt,
 * cycles) instead of a silently different text.
 */

export class CanonicalJsonError extends Error {
  readonly code = 'CANONICAL_JSON_INVALID';
  override readonly name = 'CanonicalJsonError';
}

type Path = readonly (string | number)[];

function pathText(path: Path): string {
  if (path.length === 0) return 'the value';
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
}

/** What JSON.stringify would drop from an object (and write as null in an array). */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function write(value: unknown, path: Path, seen: Set<object>): string {
  let current = value;
  if (
    typeof current === 'object' &&
    current !== null &&
    typeof (current as { toJSON?: unknown }).toJSON === 'function'
  ) {
    current = (current as { toJSON: (key: string) => unknown }).toJSON(String(path.at(-1) ?? ''));
  }
  if (current === null) return 'null';
  switch (typeof current) {
    case 'string':
      return JSON.stringify(current);
    case 'boolean':
      return current ? 'true' : 'false';
    case 'number':
      // JSON.stringify writes -0 as 0 already; non-finite numbers have no JSON form.
      return Number.isFinite(current) ? JSON.stringify(current) : 'null';
    case 'bigint':
      throw new CanonicalJsonError(`${pathText(path)} is a BigInt, which JSON cannot represent`);
    case 'object':
      break;
    default:
      return 'null';
  }
  const object = current as object;
  if (seen.has(object)) throw new CanonicalJsonError(`${pathText(path)} refers back to itself (a cycle)`);
  seen.add(object);
  try {
    if (Array.isArray(object)) {
      const items = object.map((item, index) =>
        isOmitted(item) ? 'null' : write(item, [...path, index], seen),
      );
      return `[${items.join(',')}]`;
    }
    const record = object as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    const members: string[] = [];
    for (const key of keys) {
      const member = record[key];
      if (isOmitted(member)) continue;
      members.push(`${JSON.stringify(key)}:${write(member, [...path, key], seen)}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    seen.delete(object);
  }
}

/**
 * The canonical JSON text of a value. Equal values (as JSON sees them) give equal texts:
 * `canonicalJson({b: 1, a: [2]}) === canonicalJson({a: [2], b: 1})`.
 * Throws CanonicalJsonError for BigInt values and cycles; `undefined` alone becomes `null`.
 */
export function canonicalJson(value: unknown): string {
  if (isOmitted(value)) return 'null';
  return write(value, [], new Set());
}
