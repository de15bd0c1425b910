/**
 * Annotation layers on a time-series chart (Superset's ECharts timeseries transformers): a formula
 * draws a line over the chart's x values; event layers draw vertical lines, interval layers
 * shaded bands and time-series layers one line per series of another chart, from the
 * `annotation_data` the server answers per layer name. Hidden layers, and layers whose data did
 * not come back, draw nothing.
 */
import type { QueryResult } from '@tessera/core';
import { type AnnotationLayer, compileFormula } from '../shared/annotationLayers';
import { asArray } from '../shared/formData';

export interface AnnotationStyle {
  readonly color?: string;
  readonly width: number;
  readonly type: 'solid' | 'dashed' | 'dotted';
  readonly opacity: number;
}

export type TimeseriesAnnotation =
  | {
      readonly kind: 'formula';
      readonly name: string;
      readonly data: readonly (readonly [number, number])[];
      readonly style: AnnotationStyle;
    }
  | {
      readonly kind: 'event';
      readonly name: string;
      readonly events: readonly { x: number; label: string }[];
      readonly style: AnnotationStyle;
    }
  | {
      readonly kind: 'interval';
      readonly name: string;
      readonly intervals: readonly { from: number; to: number; label: string }[];
      readonly style: AnnotationStyle;
    }
  | {
      readonly kind: 'timeseries';
      readonly name: string;
      readonly lines: readonly TimeseriesLine[];
      readonly style: AnnotationStyle;
      readonly showMarkers: boolean;
      readonly hideLine: boolean;
    };

export interface TimeseriesLine {
  readonly key: string;
  readonly data: readonly (readonly [number, number])[];
}

/** Superset's marker size for a time-series layer drawn with markers. */
export const ANNOTATION_MARKER_SIZE = 6;

const OPACITY: Readonly<Record<string, number>> = {
  '': 1,
  opacityLow: 0.2,
  opacityMedium: 0.5,
  opacityHigh: 0.8,
};

function styleOf(layer: AnnotationLayer): AnnotationStyle {
  return {
    ...(layer.color ? { color: layer.color } : {}),
    width: typeof layer.width === 'number' ? layer.width : 1,
    type: layer.style === 'dotted' ? 'dotted' : layer.style === 'solid' || !layer.style ? 'solid' : 'dashed',
    opacity: OPACITY[layer.opacity ?? ''] ?? 1,
  };
}

const epoch = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
};

const layerData = (answer: QueryResult | undefined, name: string): unknown =>
  (answer?.annotation_data as Record<string, unknown> | undefined)?.[name];

function records(answer: QueryResult | undefined, name: string): Record<string, unknown>[] {
  const rows = (layerData(answer, name) as { records?: unknown } | undefined)?.records;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

const point = (x: unknown, y: unknown): [number, number][] => {
  const at = epoch(x);
  return at !== null && typeof y === 'number' && Number.isFinite(y) ? [[at, y]] : [];
};

/**
 * A time-series layer's lines. Superset's answer for it is `[{key, values: [{x, y}]}]` (what its
 * ECharts transformer draws); ours, for a chart source, is that chart's rows (`{records}`): the
 * time column (the layer's, else `__timestamp`, else the first) and one line per numeric column.
 */
function timeseriesLines(data: unknown, timeColumn: string | undefined): TimeseriesLine[] {
  if (Array.isArray(data))
    return data.flatMap((series) => {
      const { key, values } = (series ?? {}) as { key?: unknown; values?: unknown };
      if (key === undefined || !Array.isArray(values)) return [];
      const points = values.flatMap((v) => point((v as { x?: unknown })?.x, (v as { y?: unknown })?.y));
      return [{ key: String(key), data: points }];
    });
  const rows = (data as { records?: unknown } | undefined)?.records;
  if (!Array.isArray(rows) || rows.length === 0) return [];
  const first = rows[0] as Record<string, unknown>;
  const x = timeColumn || ('__timestamp' in first ? '__timestamp' : Object.keys(first)[0]);
  if (!x) return [];
  const keys = Object.keys(first).filter((key) => key !== x);
  return keys
    .map((key) => ({
      key,
      data: (rows as Record<string, unknown>[]).flatMap((row) => point(row[x], row[key])),
    }))
    .filter((line) => line.data.length > 0);
}

/** The drawable annotations of a chart, from its layers and its first answer. */
export function timeseriesAnnotations(
  layersValue: unknown,
  answer: QueryResult | undefined,
  xs: readonly number[],
): TimeseriesAnnotation[] {
  return asArray<AnnotationLayer>(layersValue).flatMap((layer): TimeseriesAnnotation[] => {
    if (!layer || layer.show === false || !layer.name) return [];
    const style = styleOf(layer);
    if (layer.annotationType === 'FORMULA') {
      const fn = compileFormula(String(layer.value ?? ''));
      if (!fn) return [];
      const data = xs.flatMap((x) => {
        const y = fn(x);
        return Number.isFinite(y) ? [[x, y] as const] : [];
      });
      return [{ kind: 'formula', name: layer.name, data, style }];
    }
    const rows = records(answer, layer.name);
    const timeColumn = layer.sourceType === 'NATIVE' ? 'start_dttm' : (layer.timeColumn ?? '');
    const endColumn = layer.sourceType === 'NATIVE' ? 'end_dttm' : (layer.intervalEndColumn ?? '');
    const titleColumn = layer.sourceType === 'NATIVE' ? 'short_descr' : (layer.titleColumn ?? '');
    const label = (row: Record<string, unknown>) => String(row[titleColumn] ?? layer.name);
    if (layer.annotationType === 'EVENT') {
      const events = rows.flatMap((row) => {
        const x = epoch(row[timeColumn]);
        return x === null ? [] : [{ x, label: label(row) }];
      });
      return events.length ? [{ kind: 'event', name: layer.name, events, style }] : [];
    }
    if (layer.annotationType === 'INTERVAL') {
      const intervals = rows.flatMap((row) => {
        const from = epoch(row[timeColumn]);
        const to = epoch(row[endColumn]);
        return from === null || to === null ? [] : [{ from, to, label: label(row) }];
      });
      return intervals.length ? [{ kind: 'interval', name: layer.name, intervals, style }] : [];
    }
    if (layer.annotationType === 'TIME_SERIES') {
      const lines = timeseriesLines(layerData(answer, layer.name), layer.timeColumn);
      return lines.length
        ? [
            {
              kind: 'timeseries',
              name: layer.name,
              lines,
              style,
              showMarkers: layer.showMarkers === true,
              hideLine: layer.hideLine === true,
            },
          ]
        : [];
    }
    return [];
  });
}

/** The annotations as ECharts series: formula and time-series lines, mark lines or areas on empty series. */
export function annotationSeries(annotations: readonly TimeseriesAnnotation[]) {
  return annotations.flatMap((annotation): Record<string, unknown>[] => {
    const lineStyle = {
      width: annotation.style.width,
      type: annotation.style.type,
      opacity: annotation.style.opacity,
      ...(annotation.style.color ? { color: annotation.style.color } : {}),
    };
    if (annotation.kind === 'formula')
      return [
        {
          type: 'line',
          name: annotation.name,
          data: annotation.data,
          showSymbol: false,
          lineStyle,
          ...(annotation.style.color ? { itemStyle: { color: annotation.style.color } } : {}),
        },
      ];
    if (annotation.kind === 'timeseries')
      // As Superset's transformTimeseriesAnnotation: one line per series, named by its key; a
      // hidden line keeps its markers (width 0).
      return annotation.lines.map((line) => ({
        type: 'line',
        id: `${annotation.name}:${line.key}`,
        name: line.key,
        data: line.data,
        symbolSize: annotation.showMarkers ? ANNOTATION_MARKER_SIZE : 0,
        showSymbol: annotation.showMarkers,
        lineStyle: { ...lineStyle, width: annotation.hideLine ? 0 : annotation.style.width },
        ...(annotation.style.color ? { itemStyle: { color: annotation.style.color } } : {}),
      }));
    if (annotation.kind === 'event')
      return [
        {
          type: 'line',
          name: annotation.name,
          data: [],
          markLine: {
            symbol: 'none',
            lineStyle,
            label: { show: true, formatter: '{b}', position: 'insideEndTop' },
            data: annotation.events.map((event) => ({ name: event.label, xAxis: event.x })),
          },
        },
      ];
    return [
      {
        type: 'line',
        name: annotation.name,
        data: [],
        markArea: {
          itemStyle: {
            opacity: annotation.style.opacity === 1 ? 0.2 : annotation.style.opacity,
            ...(annotation.style.color ? { color: annotation.style.color } : {}),
          },
          label: { show: true, position: 'insideTop' },
          data: annotation.intervals.map((interval) => [
            { name: interval.label, xAxis: interval.from },
            { xAxis: interval.to },
          ]),
        },
      },
    ];
  });
}
