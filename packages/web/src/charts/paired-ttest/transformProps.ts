import type { FormColumn } from '@tessera/core';
import { legacyData } from '../legacy';
import type { ChartProps } from '../types';

/** PairedTTestViz's payload: per metric, one series per group (the group's values, or "All"). */
export type PairedTTestData = Readonly<
  Record<
    string,
    readonly {
      readonly group: unknown;
      readonly values: readonly { readonly x: number; readonly y: number | null }[];
    }[]
  >
>;

export interface TTestGroup {
  readonly labels: readonly string[];
  readonly values: readonly { readonly x: number; readonly y: number | null }[];
}

export interface PairedTTestProps {
  readonly groupHeaders: readonly string[];
  readonly tables: readonly { readonly metric: string; readonly groups: readonly TTestGroup[] }[];
  readonly alpha: number;
  readonly pValuePrecision: number;
  readonly liftPrecision: number;
}

const columnLabel = (column: FormColumn): string =>
  typeof column === 'string'
    ? column
    : String((column as { label?: unknown }).label ?? column.sqlExpression ?? '');

const numberOr = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function transformPairedTTestProps({
  formData,
  queriesData,
  datasource,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'datasource'>): PairedTTestProps {
  const data = legacyData<PairedTTestData>({ queriesData }) ?? {};
  const groupby = (Array.isArray(formData.groupby) ? (formData.groupby as FormColumn[]) : []).map(
    columnLabel,
  );
  return {
    groupHeaders: groupby.length ? groupby.map((g) => datasource.verboseMap[g] ?? g) : ['Group'],
    tables: Object.entries(data).map(([metric, series]) => ({
      metric: datasource.verboseMap[metric] ?? metric,
      groups: series.map((s) => ({
        labels: Array.isArray(s.group)
          ? s.group.map((part) => String(part ?? 'N/A'))
          : [String(s.group ?? 'N/A')],
        values: s.values,
      })),
    })),
    alpha: numberOr(formData.significance_level, 0.05),
    pValuePrecision: Math.max(0, Math.min(32, Math.round(numberOr(formData.pvalue_precision, 6)))),
    liftPrecision: Math.max(0, Math.min(32, Math.round(numberOr(formData.liftvalue_precision, 4)))),
  };
}
