// `rename` and `select`: relabel, project and drop columns. On multi-level columns a label is
// renamed wherever it appears (or only on `level`), and the flattened key follows.
import { InvalidOptionsError, MissingColumnError } from './errors';
import {
  dataColumns,
  type Frame,
  flatColumnName,
  indexColumns,
  isMissing,
  labelText,
  projectColumns,
  renameColumns,
  resolveColumn,
} from './frame';
import { OptionReader, requireColumns } from './options';

/** Renames labels (`old → new`, new may be null on multi-level columns) on one level or all. */
export function relabel(
  operation: string,
  frame: Frame,
  mapping: ReadonlyMap<string, string | null>,
  level?: number,
): Frame {
  const renames = new Map<string, { key: string; levels?: readonly unknown[] }>();
  for (const key of dataColumns(frame)) {
    const levels = frame.levels?.[key];
    if (levels) {
      const next = levels.map((cell, i) => {
        if ((level !== undefined && i !== level) || isMissing(cell)) return cell;
        const text = labelText(cell);
        return mapping.has(text) ? mapping.get(text) : cell;
      });
      renames.set(key, { key: flatColumnName(next), levels: next });
    } else if (mapping.has(key) && (level === undefined || level === 0)) {
      const target = mapping.get(key);
      if (target === null || target === undefined) {
        throw new InvalidOptionsError(operation, `cannot rename the one-level column "${key}" to null`);
      }
      renames.set(key, { key: target });
    }
  }
  return renameColumns(operation, frame, renames);
}

export function rename(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('rename', options);
  const raw = reader.object('columns', {});
  const mapping = new Map<string, string | null>();
  for (const [from, to] of Object.entries(raw)) {
    if (to !== null && typeof to !== 'string') reader.fail(`\`columns.${from}\` must be a string or null`);
    mapping.set(from, to as string | null);
  }
  if (mapping.size === 0) return frame;
  requireColumns('rename', frame, [...mapping.keys()]);
  // A rename that would give two columns one name fails (DuplicateColumnError, "Label already
  // exists"); a name the same mapping vacates may be reused, as in current Superset.
  return relabel('rename', frame, mapping, readLevel(reader, frame));
}

function readLevel(reader: OptionReader, frame: Frame): number | undefined {
  const level = reader.raw.level;
  if (level === undefined || level === null) return undefined;
  const depth = frame.levels ? Math.max(1, ...Object.values(frame.levels).map((levels) => levels.length)) : 1;
  if (typeof level === 'number' && Number.isInteger(level) && level >= 0 && level < depth) return level;
  if (typeof level === 'string') {
    const position = frame.levelNames?.indexOf(level) ?? -1;
    if (position >= 0) return position;
  }
  return reader.fail(`level ${JSON.stringify(level)} does not exist`);
}

export function select(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('select', options);
  const columns = reader.strings('columns', []);
  const exclude = reader.strings('exclude', []);
  const mapping = readSelectRename(reader);
  requireColumns('select', frame, [...columns, ...exclude, ...mapping.keys()], true);
  let result = frame;
  if (columns.length > 0) {
    const index = indexColumns(frame);
    result = projectColumns(
      frame,
      columns.flatMap((name) => (index.includes(name) ? [] : resolveColumn(frame, name))),
    );
  }
  if (exclude.length > 0) {
    const gone = exclude.filter((name) => resolveColumn(result, name).length === 0);
    if (gone.length > 0) throw new MissingColumnError('select', gone);
    const dropped = new Set(exclude.flatMap((name) => resolveColumn(result, name)));
    result = projectColumns(
      result,
      dataColumns(result).filter((key) => !dropped.has(key)),
    );
  }
  return mapping.size > 0 ? relabel('select', result, mapping) : result;
}

/** `rename` as `{old: new}` or, as Superset's schema documents it, `[{old: new}, ...]`. */
function readSelectRename(reader: OptionReader): Map<string, string | null> {
  const raw = reader.raw.rename;
  const mapping = new Map<string, string | null>();
  if (raw === undefined || raw === null) return mapping;
  const entries = Array.isArray(raw) ? raw : [raw];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      reader.fail('`rename` must map old column names to new ones');
    }
    for (const [from, to] of Object.entries(entry as Record<string, unknown>)) {
      if (typeof to !== 'string') reader.fail(`\`rename.${from}\` must be a column name`);
      mapping.set(from, to as string);
    }
  }
  return mapping;
}
