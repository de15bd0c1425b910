// `flatten`: multi-level column labels joined with ", " (missing cells skipped, commas inside a
// label escaped), optional levels dropped first, and the index turned back into ordinary columns.
import { InvalidOptionsError } from './errors';
import { dataColumns, type Frame, flatColumnName, labelText, renameColumns } from './frame';
import { OptionReader } from './options';

export function flatten(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('flatten', options);
  const resetIndex = reader.boolean('reset_index', true);
  const dropLevels = readDropLevels(reader, frame);
  let result = frame;
  if (frame.levels) {
    const renames = new Map<string, { key: string }>();
    for (const key of dataColumns(frame)) {
      const levels = frame.levels[key];
      if (!levels) continue;
      const kept = levels.filter((_, i) => !dropLevels.has(i));
      // One level left means pandas holds a plain Index: the label itself, unescaped.
      const name = kept.length === 1 ? labelText(kept[0]) : flatColumnName(kept);
      renames.set(key, { key: name });
    }
    const { levels: _levels, levelNames: _names, ...rest } = renameColumns('flatten', frame, renames);
    result = rest;
  } else if (dropLevels.size > 0) {
    throw new InvalidOptionsError(
      'flatten',
      'drop_levels needs multi-level columns; these columns have one level',
    );
  }
  if (resetIndex && result.index) {
    // pandas moves only level 0 of a multi-level row index; Tessera moves all of them so no
    // index column is lost when the frame is serialised.
    const { index: _index, ...rest } = result;
    result = rest;
  }
  return result;
}

function readDropLevels(reader: OptionReader, frame: Frame): Set<number> {
  const raw = reader.raw.drop_levels;
  if (raw === undefined || raw === null) return new Set();
  const list = Array.isArray(raw) ? raw : [raw];
  const depth = frame.levels ? Math.max(0, ...Object.values(frame.levels).map((levels) => levels.length)) : 1;
  const dropped = new Set<number>();
  for (const level of list) {
    let position: number;
    if (typeof level === 'number' && Number.isInteger(level)) position = level < 0 ? depth + level : level;
    else if (typeof level === 'string') position = frame.levelNames?.indexOf(level) ?? -1;
    else return reader.fail('`drop_levels` must list level numbers or level names');
    if (position < 0 || position >= depth)
      return reader.fail(`level ${JSON.stringify(level)} does not exist`);
    dropped.add(position);
  }
  if (dropped.size >= depth) reader.fail(`cannot drop all ${depth} column levels`);
  return dropped;
}
