// `rank`: adds a `rank` column holding the percentile rank of `metric` (pandas
// rank(pct=True): ties share their average rank; missing values get no rank and are not counted),
// optionally within each `group_by` group.
import { assignColumns, columnValues, type Frame } from './frame';
import { groupRows } from './groups';
import { OptionReader, requireColumns } from './options';
import { toNumber } from './stats';

export function rank(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('rank', options);
  const metric = reader.string('metric');
  const groupBy = reader.string('group_by', undefined);
  requireColumns('rank', frame, groupBy ? [metric, groupBy] : [metric], true);
  const values = columnValues(frame, metric).map(toNumber);
  const ranks: (number | null)[] = values.map(() => null);
  const groups = groupBy ? groupRows(frame, [groupBy]).map((group) => group.rows) : [values.map((_, i) => i)];
  for (const members of groups) {
    const present = members.filter((i) => values[i] !== null).sort((a, b) => values[a]! - values[b]!);
    let start = 0;
    while (start < present.length) {
      let end = start;
      while (end + 1 < present.length && values[present[end + 1]!] === values[present[start]!]) end += 1;
      // 1-based positions start+1..end+1 share their mean.
      const average = (start + end) / 2 + 1;
      for (let k = start; k <= end; k += 1) ranks[present[k]!] = average / present.length;
      start = end + 1;
    }
  }
  return assignColumns(frame, [{ key: 'rank', values: ranks }]);
}
