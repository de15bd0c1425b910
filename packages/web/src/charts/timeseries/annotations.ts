/**
 * Annotation layers on a time-series chart (Superset's ECharts timeseries transformers): a formula
 * draws a line over the chart's x values; event layers draw vertical lines and interval layers
 * shaded bands from the `annotation_data` the server answers per layer name. Hidden layers, and
 * layers whose data did not come back, draw nothing.
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
    };

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

function records(answer: QueryResult | undefined, name: string): Record<string, unknown>[] {
  const data = (answer?.annotation_data as Record<string, unknown> | undefined)?.[name];
  const rows = (data as { records?: unknown } | undefined)?.records;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
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
    return [];
  });
}

/** The annotations as ECharts series: formula lines, and mark lines or areas on empty series. */
export function annotationSeries(annotations: readonly TimeseriesAnnotation[]) {
  return annotations.map((annotation) => {
    const lineStyle = {
      width: annotation.style.width,
      type: annotation.style.type,
      opacity: annotation.style.opacity,
      ...(annotation.style.color ? { color: annotation.style.color } : {}),
    };
    if (annotation.kind === 'formula')
      return {
        type: 'line',
        name: annotation.name,
        data: annotation.data,
        showSymbol: false,
        lineStyle,
        ...(annotation.style.color ? { itemStyle: { color: annotation.style.color } } : {}),
      };
    if (annotation.kind === 'event')
      return {
        type: 'line',
        name: annotation.name,
        data: [],
        markLine: {
          symbol: 'none',
          lineStyle,
          label: { show: true, formatter: '{b}', position: 'insideEndTop' },
          data: annotation.events.map((event) => ({ name: event.label, xAxis: event.x })),
        },
      };
    return {
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
    };
  });
}
