// BubbleViz (`bubble`: one point per entity with x, y and size metrics, grouped into series) and
// BulletViz (`bullet`: the metric's values as the bullet's measures).
import { legacyMetricLabel, legacyMetrics } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz, LegacyVizInput } from '../types';
import { cellNumber, columnName, finiteOrNull } from './helpers';

function bubbleQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const columns: unknown[] = [];
  for (const column of [formData.entity, formData.series]) {
    if (column && !columns.some((c) => columnName(c) === columnName(column))) columns.push(column);
  }
  if (new Set(legacyMetrics(formData).labels).size < 3) {
    throw new LegacyVizError('Please use 3 different metric labels');
  }
  const metrics = [formData.size, formData.x, formData.y];
  if (!metrics.every(Boolean) || !formData.entity)
    throw new LegacyVizError('Pick a metric for x, y and size');
  const limit = Number(formData.limit);
  return {
    ...base,
    columns,
    metrics,
    row_limit: Number.isInteger(limit) && limit > 0 ? limit : null,
  };
}

interface BubbleSeries {
  key: unknown;
  values: Record<string, unknown>[];
}

function bubbleData({ rows, formData }: LegacyVizInput): BubbleSeries[] {
  const x = legacyMetricLabel(formData.x);
  const y = legacyMetricLabel(formData.y);
  const size = legacyMetricLabel(formData.size);
  const series = columnName(formData.series || formData.entity);
  // Series in order of first appearance (a defaultdict filled row by row).
  const groups = new Map<unknown, Record<string, unknown>[]>();
  for (const row of rows) {
    const point = {
      ...row,
      x: row[x] ?? null,
      y: row[y] ?? null,
      size: row[size] ?? null,
      shape: 'circle',
      group: row[series] ?? null,
    };
    const list = groups.get(point.group) ?? [];
    list.push(point);
    groups.set(point.group, list);
  }
  return [...groups].map(([key, values]) => ({ key, values }));
}

export const bubbleViz: LegacyViz = {
  id: 'bubble',
  name: 'Bubble Chart',
  queryObject: bubbleQuery,
  getData: bubbleData,
};

export const bulletViz: LegacyViz = {
  id: 'bullet',
  name: 'Bullet Chart',
  queryObject: (base, formData) => {
    if (!formData.metric) throw new LegacyVizError('Pick a metric to display');
    return { ...base, metrics: [formData.metric] };
  },
  getData: ({ rows, formData }) => {
    const label = legacyMetricLabel(formData.metric);
    return { measures: rows.map((row) => finiteOrNull(cellNumber(row[label]))) };
  },
};
