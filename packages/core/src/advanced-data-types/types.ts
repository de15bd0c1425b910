/**
 * Advanced data types (Superset's ADVANCED_DATA_TYPES, spec 001 point 7): a dataset column may
 * carry `advanced_data_type` (e.g. `internet_address`, `port`). The ad-hoc filter editor asks
 * GET /api/v1/advanced_data_type/convert how the typed values read for that type; the answer
 * narrows the offered operators and shows the values as the type understands them.
 */

/** Superset's FilterStringOperators: the operator ids the editor offers. */
export type AdvancedTypeOperator =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'LESS_THAN'
  | 'GREATER_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN';

/** A converted value: one number, an inclusive range, or a list (a port name means several). */
export type AdvancedTypeValue =
  | number
  | string
  | { readonly start: number | string; readonly end: number | string }
  | readonly (number | string)[];

/** Superset's AdvancedDataTypeResponse. */
export interface AdvancedTypeConversion {
  readonly values: readonly AdvancedTypeValue[];
  readonly error_message: string;
  readonly display_value: string;
  readonly valid_filter_operators: readonly AdvancedTypeOperator[];
}

export interface AdvancedDataType {
  readonly id: string;
  readonly verboseName: string;
  readonly description: string;
  /** Superset's translate_type: the typed values as the type reads them. */
  convert(values: readonly unknown[]): AdvancedTypeConversion;
}

/** Superset's display_value: ranges as `start - end`, the rest as text, comma-separated. */
export function displayValue(values: readonly AdvancedTypeValue[]): string {
  return values
    .map((value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? `${(value as { start: unknown }).start} - ${(value as { end: unknown }).end}`
        : Array.isArray(value)
          ? `[${value.join(', ')}]`
          : String(value),
    )
    .join(', ');
}
