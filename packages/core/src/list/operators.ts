/**
 * Flask-AppBuilder's generic list filter operators (`opr`), with the names its `_info` answer shows.
 * Resource-specific operators (chart_all_text, title_or_slug, ...) are declared by each resource.
 */
export const FAB_OPERATORS = {
  sw: 'Starts with',
  nsw: 'Not Starts With',
  ew: 'Ends with',
  new: 'Not Ends With',
  ct: 'Contains',
  nct: 'Not Contains',
  eq: 'Equal to',
  neq: 'Not Equal to',
  gt: 'Greater than',
  lt: 'Smaller than',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
} as const;

export type FabOperator = keyof typeof FAB_OPERATORS;

export function isFabOperator(value: string): value is FabOperator {
  return Object.hasOwn(FAB_OPERATORS, value);
}

/** Operators FAB offers by column kind; used to validate filters and to answer `_info` filters. */
export const OPERATORS_BY_KIND = {
  text: ['sw', 'nsw', 'ew', 'new', 'ct', 'nct', 'eq', 'neq'],
  number: ['eq', 'neq', 'gt', 'lt'],
  date: ['eq', 'neq', 'gt', 'lt'],
  bool: ['eq', 'neq'],
  relation: ['rel_o_m', 'nrel_o_m'],
  relationMany: ['rel_m_m'],
} as const satisfies Record<string, readonly FabOperator[]>;

export type ColumnKind = keyof typeof OPERATORS_BY_KIND;
