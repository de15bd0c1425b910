/**
 * The ad-hoc filter editor's rules, pure (spec 000 "Adhoc filter validity", spec 001 points 4-5):
 * Superset's operator table (OPERATOR_ENUM_TO_OPERATOR_TYPE), which operators a column and a
 * clause allow, what changing the subject or the operator does to the rest of the filter, when a
 * filter may be saved, and the pill label (Superset's translateToSql, cut at 42 characters).
 */
import type { AdhocFilter } from '@tessera/core';

export type OperatorId =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN'
  | 'LIKE'
  | 'ILIKE'
  | 'IS_NOT_NULL'
  | 'IS_NULL'
  | 'LATEST_PARTITION'
  | 'IS_TRUE'
  | 'IS_FALSE'
  | 'TEMPORAL_RANGE';

export type Clause = 'WHERE' | 'HAVING';

/** Superset's operator table: what the select shows and what form data stores as `operator`. */
export const OPERATORS: Readonly<Record<OperatorId, { display: string; operation: string }>> = {
  EQUALS: { display: 'Equal to (=)', operation: '==' },
  NOT_EQUALS: { display: 'Not equal to (≠)', operation: '!=' },
  LESS_THAN: { display: 'Less than (<)', operation: '<' },
  LESS_THAN_OR_EQUAL: { display: 'Less or equal (<=)', operation: '<=' },
  GREATER_THAN: { display: 'Greater than (>)', operation: '>' },
  GREATER_THAN_OR_EQUAL: { display: 'Greater or equal (>=)', operation: '>=' },
  IN: { display: 'In', operation: 'IN' },
  NOT_IN: { display: 'Not in', operation: 'NOT IN' },
  LIKE: { display: 'Like', operation: 'LIKE' },
  ILIKE: { display: 'Like (case insensitive)', operation: 'ILIKE' },
  IS_NOT_NULL: { display: 'Is not null', operation: 'IS NOT NULL' },
  IS_NULL: { display: 'Is null', operation: 'IS NULL' },
  // Offered only on a table's one partition column; it turns the filter into Custom SQL.
  LATEST_PARTITION: { display: 'use latest_partition template', operation: 'LATEST PARTITION' },
  // Superset stores is-true / is-false as `== true` / `== false`; operatorId tells them apart.
  IS_TRUE: { display: 'Is true', operation: '==' },
  IS_FALSE: { display: 'Is false', operation: '==' },
  TEMPORAL_RANGE: { display: 'TEMPORAL_RANGE', operation: 'TEMPORAL_RANGE' },
};

export const OPERATOR_IDS = Object.keys(OPERATORS) as OperatorId[];
export const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);
const NULL_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_NULL', 'IS_NOT_NULL']);
const BOOLEAN_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_TRUE', 'IS_FALSE']);
/** The comparator input is disabled for these: the operator says it all. */
export const NO_INPUT_OPERATORS: ReadonlySet<OperatorId> = new Set([...NULL_OPERATORS, ...BOOLEAN_OPERATORS]);
/** Superset's HAVING_OPERATORS: comparisons only. */
const HAVING_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

/** Superset's OPERATORS_TO_SQL, for labels. */
const OPERATOR_SQL: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  IN: 'IN',
  'NOT IN': 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  'IS NOT NULL': 'IS NOT NULL',
  'IS NULL': 'IS NULL',
  'IS TRUE': 'IS TRUE',
  'IS FALSE': 'IS FALSE',
};

export interface FilterColumn {
  readonly column_name: string;
  readonly type?: string | null;
  readonly type_generic?: number | null;
  readonly is_dttm?: boolean;
  readonly expression?: string | null;
}

const GENERIC_TEMPORAL = 2;
const GENERIC_BOOLEAN = 3;

export const isBooleanColumn = (column: FilterColumn) =>
  column.type_generic === GENERIC_BOOLEAN || /^BOOL(EAN)?$/i.test(column.type ?? '');
// Superset checks INT and INTEGER; the sized integer names of our engines are integers too.
export const isIntegerColumn = (column: FilterColumn) =>
  /^(TINY|SMALL|MEDIUM|BIG|HUGE|U)?INT(EGER)?\d*$/i.test((column.type ?? '').trim());
export const isTemporalColumn = (column: FilterColumn) =>
  column.is_dttm === true || column.type_generic === GENERIC_TEMPORAL;

/**
 * Whether the operator may be offered for this subject and clause (Superset's isOperatorRelevant):
 * is-true/is-false only on boolean, integer or computed columns; a boolean column gets only those
 * and the null checks; TEMPORAL_RANGE only on temporal columns; HAVING only comparisons;
 * LATEST_PARTITION only on the table's partition column, when it has exactly one.
 */
export function isOperatorRelevant(
  operatorId: OperatorId,
  column: FilterColumn | undefined,
  clause: Clause,
  partitionColumn: string | null = null,
): boolean {
  if (operatorId === 'LATEST_PARTITION') {
    return !!column && !!partitionColumn && column.column_name === partitionColumn && clause === 'WHERE';
  }
  const boolean = column ? isBooleanColumn(column) : false;
  if (BOOLEAN_OPERATORS.has(operatorId)) {
    return !!column && (boolean || isIntegerColumn(column) || !!column.expression);
  }
  if (boolean) return NULL_OPERATORS.has(operatorId);
  if (operatorId === 'TEMPORAL_RANGE') return !!column && isTemporalColumn(column) && clause === 'WHERE';
  return clause !== 'HAVING' || HAVING_OPERATORS.has(operatorId);
}

export function availableOperators(
  column: FilterColumn | undefined,
  clause: Clause,
  partitionColumn: string | null = null,
): OperatorId[] {
  return OPERATOR_IDS.filter((id) => isOperatorRelevant(id, column, clause, partitionColumn));
}

/** The table a partition filter names: `schema.table` in Superset's latest_partition template. */
export interface PartitionSource {
  readonly column: string;
  readonly schema: string;
  readonly table: string;
}

/**
 * Spec 001 point 4: a partition operator switches the filter to a SQL expression, Superset's
 * `col = '{{ presto.latest_partition('schema.table') }}'` (rendered by engines with that macro).
 */
export function latestPartitionFilter(filter: AdhocFilter, source: PartitionSource): AdhocFilter {
  return {
    ...filter,
    expressionType: 'SQL',
    clause: 'WHERE',
    operatorId: 'LATEST_PARTITION',
    operator: OPERATORS.LATEST_PARTITION.operation,
    comparator: null,
    sqlExpression: `${filter.subject} = '{{ presto.latest_partition('${source.schema}.${source.table}') }}'`,
  } as AdhocFilter;
}

/** The filter's operator id; filters saved without one get it from the operator (and comparator). */
export function operatorIdOf(filter: AdhocFilter): OperatorId | null {
  const known = filter.operatorId as OperatorId | undefined;
  if (known && known in OPERATORS) return known;
  const operator = filter.operator;
  if (!operator) return null;
  if (operator === '==' && typeof filter.comparator === 'boolean') {
    return filter.comparator ? 'IS_TRUE' : 'IS_FALSE';
  }
  if (operator === 'IS TRUE') return 'IS_TRUE';
  if (operator === 'IS FALSE') return 'IS_FALSE';
  return OPERATOR_IDS.find((id) => OPERATORS[id].operation === operator) ?? null;
}

/** Superset's filterOptionName: a random key that identifies the filter among its siblings. */
export function newFilterOptionName(random: () => number = Math.random): string {
  const part = () => random().toString(36).substring(2, 15);
  return `filter_${part()}_${part()}`;
}

/** A blank filter as "+ Add filter" starts it. */
export function newAdhocFilter(random?: () => number): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    subject: null,
    operator: null,
    comparator: null,
    clause: 'WHERE',
    sqlExpression: null,
    isExtra: false,
    isNew: true,
    filterOptionName: newFilterOptionName(random),
  } as AdhocFilter;
}

const isNullish = (value: unknown) => value === null || value === undefined;

/** Spec 000's validity rules; Save is disabled while this answers false. */
export function isFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return !!filter.sqlExpression?.trim() && !!filter.clause;
  const operatorId = operatorIdOf(filter);
  if (operatorId && NULL_OPERATORS.has(operatorId)) return !!filter.operator && !!filter.subject;
  if (operatorId && BOOLEAN_OPERATORS.has(operatorId)) {
    return !!filter.subject && !isNullish(filter.comparator);
  }
  if (!filter.operator || !filter.subject || !filter.clause) return false;
  if (Array.isArray(filter.comparator)) return filter.comparator.length > 0;
  return !isNullish(filter.comparator);
}

/** Values typed for another column do not carry over; what the operator implies does. */
function comparatorForNewSubject(operatorId: OperatorId, comparator: unknown): unknown {
  if (NO_INPUT_OPERATORS.has(operatorId) || operatorId === 'TEMPORAL_RANGE') return comparator;
  return MULTI_OPERATORS.has(operatorId) ? [] : null;
}

/**
 * A new subject: WHERE for a column, HAVING for a metric; the operator stays only while it is
 * still allowed (Superset's onSubjectChange).
 */
export function withSubject(
  filter: AdhocFilter,
  subject: string,
  column: FilterColumn | undefined,
): AdhocFilter {
  const clause: Clause = column ? 'WHERE' : 'HAVING';
  const operatorId = operatorIdOf(filter);
  const keep = operatorId !== null && isOperatorRelevant(operatorId, column, clause);
  const { operatorId: _dropped, ...rest } = filter;
  return {
    ...rest,
    expressionType: 'SIMPLE',
    subject,
    clause,
    operator: keep ? OPERATORS[operatorId].operation : null,
    ...(keep ? { operatorId } : {}),
    comparator: keep ? comparatorForNewSubject(operatorId, filter.comparator) : null,
  } as AdhocFilter;
}

/**
 * A new operator: lists for IN/NOT IN, the first item for single-value operators, true/false for
 * is-true/is-false, null for the null checks (Superset's onOperatorChange).
 */
export function withOperator(filter: AdhocFilter, operatorId: OperatorId): AdhocFilter {
  const current = filter.comparator;
  let comparator: unknown;
  if (MULTI_OPERATORS.has(operatorId)) {
    comparator = Array.isArray(current)
      ? current
      : [current].filter((v) => v !== null && v !== undefined && v !== '');
  } else {
    comparator = Array.isArray(current) ? (current[0] ?? null) : current;
  }
  if (BOOLEAN_OPERATORS.has(operatorId)) comparator = operatorId === 'IS_TRUE';
  if (NULL_OPERATORS.has(operatorId)) comparator = null;
  if (operatorId === 'TEMPORAL_RANGE' && typeof comparator !== 'string') comparator = 'No filter';
  if (operatorId !== 'TEMPORAL_RANGE' && operatorIdOf(filter) === 'TEMPORAL_RANGE') comparator = null;
  if (typeof comparator === 'boolean' && !BOOLEAN_OPERATORS.has(operatorId)) comparator = null;
  return {
    ...filter,
    expressionType: 'SIMPLE',
    operatorId,
    operator: OPERATORS[operatorId].operation,
    comparator,
  } as AdhocFilter;
}

/** Superset's getSimpleSQLExpression: `country IN ('France', 'Spain')`, numbers unquoted. */
export function simpleSqlExpression(
  subject: string | null | undefined,
  operator: string | null | undefined,
  comparator: unknown,
): string {
  let expression = subject ?? '';
  if (!subject || !operator) return expression;
  const sqlOperator = OPERATOR_SQL[operator] ?? operator;
  expression += ` ${sqlOperator}`;
  const isMulti = operator === 'IN' || operator === 'NOT IN';
  const values = Array.isArray(comparator) ? comparator : isNullish(comparator) ? [] : [comparator];
  const first = isMulti && Array.isArray(comparator) ? comparator[0] : comparator;
  const isString = first !== undefined && first !== null && Number.isNaN(Number(first));
  const quote = isString ? "'" : '';
  const [prefix, suffix] = isMulti ? ['(', ')'] : ['', ''];
  const formatted = values.map(
    (value) => `${quote}${isString ? String(value).replace(/'/g, "''") : String(value)}${quote}`,
  );
  if (formatted.length > 0) expression += ` ${prefix}${formatted.join(', ')}${suffix}`;
  return expression;
}

/** The filter as SQL text (the SQL tab starts from this when switching over from Simple). */
export function filterToSql(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  if (operatorIdOf(filter) === 'TEMPORAL_RANGE') return '';
  return simpleSqlExpression(filter.subject, filter.operator, filter.comparator);
}

/** Labels longer than 42 characters are cut to 40 plus an ellipsis (Superset's getDefaultLabel). */
export function cutLabel(label: string): string {
  return label.length < 43 ? label : `${label.substring(0, 40)}...`;
}

/** The pill text: the filter as SQL, or `column (range)` for a time filter. */
export function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SIMPLE' && operatorIdOf(filter) === 'TEMPORAL_RANGE') {
    return cutLabel(`${filter.subject ?? ''} (${String(filter.comparator ?? 'No filter')})`);
  }
  return cutLabel(filterToSql(filter));
}

/** What Save writes: Superset's shape, operatorId filled in, no longer new. */
export function savedFilter(filter: AdhocFilter): AdhocFilter {
  const operatorId = filter.expressionType === 'SIMPLE' ? operatorIdOf(filter) : null;
  return {
    ...filter,
    ...(operatorId ? { operatorId } : {}),
    sqlExpression: filter.expressionType === 'SQL' ? (filter.sqlExpression ?? '') : null,
    isExtra: filter.isExtra ?? false,
    isNew: false,
    filterOptionName: filter.filterOptionName ?? newFilterOptionName(),
  } as AdhocFilter;
}
