// ChordViz: flows between the values of two columns as the square matrix d3.chord reads,
// `matrix[i][j]` being the metric from node j (source) to node i (target).
import type { LegacyViz } from '../types';
import { columnName, comparePython, numeric, requireMetric, singleColumn, withSortByMetric } from './helpers';

export const chordViz: LegacyViz = {
  id: 'chord',
  name: 'Chord Diagram',
  queryObject(base, formData) {
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    const columns = [singleColumn(formData.groupby), singleColumn(formData.columns)].filter(
      (c) => c !== null,
    );
    return withSortByMetric({ ...base, columns, metrics: [metric] }, formData);
  },
  getData({ rows, colnames, formData, metricLabels }) {
    // Superset renames the three result columns positionally: source, target, value.
    const names =
      colnames.length >= 3
        ? colnames
        : [
            columnName(singleColumn(formData.groupby)),
            columnName(singleColumn(formData.columns)),
            metricLabels[0],
          ];
    const [source = '', target = '', value = ''] = names;
    // Superset lists the nodes in Python set order (arbitrary); we sort them.
    const nodes = [...new Set(rows.flatMap((row) => [row[source], row[target]]))].sort(comparePython);
    const index = new Map(nodes.map((node, i) => [node, i]));
    const matrix = nodes.map(() => nodes.map((): number | null => 0));
    for (const row of rows) {
      const from = index.get(row[source]);
      const to = index.get(row[target]);
      const cells = to === undefined ? undefined : matrix[to];
      if (from !== undefined && cells) cells[from] = numeric(row[value]);
    }
    return { nodes, matrix };
  },
};
