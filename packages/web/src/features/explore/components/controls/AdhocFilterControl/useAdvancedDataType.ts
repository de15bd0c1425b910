/**
 * The ad-hoc filter editor's advanced data type check (spec 001 points 5, 7 and 8; Superset's
 * useAdvancedDataTypes): for a column with an `advanced_data_type` (and the
 * ENABLE_ADVANCED_DATA_TYPES flag on, which decides whether a converter is given), the server
 * reads the typed values as that type — 600 ms after the last keystroke — and answers the
 * operators the type allows, how it reads the values, or why it cannot. A failed call reads
 * 'Failed to retrieve advanced type'. While an error stands, the Simple tab cannot be saved.
 */
import type { AdvancedTypeConversion } from '@tessera/core';
import { useEffect, useState } from 'react';

export const ADVANCED_TYPE_DEBOUNCE_MS = 600;
export const ADVANCED_TYPE_FAILED = 'Failed to retrieve advanced type';

export type AdvancedTypeConverter = (
  type: string,
  values: readonly unknown[],
  signal: AbortSignal,
) => Promise<AdvancedTypeConversion>;

export interface AdvancedTypeState {
  readonly type: string;
  /** Operator ids the type allows; null until the server has said. */
  readonly operators: readonly string[] | null;
  /** The values as the type reads them (e.g. `167772160 - 184549375`). */
  readonly display: string;
  /** Why the values cannot be read, or ''. */
  readonly error: string;
}

/** The comparator's values as the converter takes them: blanks and nulls left out. */
export function comparatorValues(comparator: unknown): unknown[] {
  const list = Array.isArray(comparator) ? comparator : [comparator];
  return list.filter((value) => value !== null && value !== undefined && String(value).trim() !== '');
}

const aborted = (signal: AbortSignal) => signal.aborted;

export function useAdvancedDataType(
  type: string | null | undefined,
  comparator: unknown,
  convert: AdvancedTypeConverter | null | undefined,
  debounceMs = ADVANCED_TYPE_DEBOUNCE_MS,
): AdvancedTypeState | null {
  const active = Boolean(type && convert);
  const [state, setState] = useState<AdvancedTypeState | null>(null);
  const valuesKey = JSON.stringify(comparatorValues(comparator));

  // The subject's type: its operators, asked at once with Superset's empty probe [''].
  useEffect(() => {
    if (!type || !convert) {
      setState(null);
      return;
    }
    const controller = new AbortController();
    setState({ type, operators: null, display: '', error: '' });
    convert(type, [''], controller.signal).then(
      (answer) => {
        if (!aborted(controller.signal))
          setState((current) => ({
            type,
            operators: answer.valid_filter_operators,
            display: current?.display ?? '',
            error: current?.error ?? '',
          }));
      },
      () => {
        if (!aborted(controller.signal))
          setState({ type, operators: null, display: '', error: ADVANCED_TYPE_FAILED });
      },
    );
    return () => controller.abort();
  }, [type, convert]);

  // The typed values, debounced.
  useEffect(() => {
    if (!type || !convert) return;
    const values = JSON.parse(valuesKey) as unknown[];
    if (values.length === 0) {
      setState((current) => (current ? { ...current, display: '', error: '' } : current));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      convert(type, values, controller.signal).then(
        (answer) => {
          if (!aborted(controller.signal))
            setState({
              type,
              operators: answer.valid_filter_operators,
              display: answer.display_value,
              error: answer.error_message,
            });
        },
        () => {
          if (!aborted(controller.signal))
            setState((current) => ({
              type,
              operators: current?.operators ?? null,
              display: '',
              error: ADVANCED_TYPE_FAILED,
            }));
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [type, convert, valuesKey, debounceMs]);

  return active ? state : null;
}
