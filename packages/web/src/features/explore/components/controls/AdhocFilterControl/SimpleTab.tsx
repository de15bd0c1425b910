import type { AdhocFilter } from '@tessera/core';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { FilterValue } from '../../../api/controlData';
import type { DatasetColumn } from '../../../api/exploreApi';
import {
  availableOperators,
  type Clause,
  latestPartitionFilter,
  MULTI_OPERATORS,
  NO_INPUT_OPERATORS,
  OPERATORS,
  type OperatorId,
  operatorIdOf,
  type PartitionSource,
  withOperator,
  withSubject,
} from '../../../lib/adhocFilters';
import { TimeRangeControl } from '../TimeRangeControl/TimeRangeControl';
import type { AdvancedTypeState } from './useAdvancedDataType';

export type ValuesLoader = (column: string, signal: AbortSignal) => Promise<FilterValue[]>;

export const NO_SUCH_COLUMN = 'No such column found. To filter on a metric, try the Custom SQL tab.';
/** Pasted lists split on comma, newline, tab and semicolon (spec 000). */
const TOKEN_SEPARATORS = [',', '\n', '\t', ';'];

interface SimpleTabProps {
  readonly filter: AdhocFilter;
  readonly columns: readonly DatasetColumn[];
  readonly onChange: (filter: AdhocFilter) => void;
  readonly loadValues: ValuesLoader;
  /** The subject's advanced data type check, when it has one (useAdvancedDataType). */
  readonly advanced?: AdvancedTypeState | null;
  /** The table's one partition column, for the latest-partition operator. */
  readonly partition?: PartitionSource | null;
}

const isNumericColumn = (column: DatasetColumn | undefined) => column?.type_generic === 0;

/** The values the column holds, loaded when the subject changes (Superset: WHERE columns only). */
function useSuggestions(subject: string | null | undefined, clause: Clause, loadValues: ValuesLoader) {
  const [state, setState] = useState<{ loading: boolean; values: FilterValue[] }>({
    loading: false,
    values: [],
  });
  useEffect(() => {
    if (!subject || clause === 'HAVING') {
      setState({ loading: false, values: [] });
      return;
    }
    const controller = new AbortController();
    setState({ loading: true, values: [] });
    loadValues(subject, controller.signal).then(
      (values) => {
        if (!controller.signal.aborted) setState({ loading: false, values });
      },
      () => {
        // A column whose values cannot be listed still takes typed values.
        if (!controller.signal.aborted) setState({ loading: false, values: [] });
      },
    );
    return () => controller.abort();
  }, [subject, clause, loadValues]);
  return state;
}

const valueKey = (value: FilterValue) => (value === null ? '<NULL>' : String(value));

/** Typed text for a numeric column becomes a number, as the column's own values are. */
function typed(text: string, column: DatasetColumn | undefined): string | number {
  const trimmed = text.trim();
  return isNumericColumn(column) && trimmed !== '' && !Number.isNaN(Number(trimmed)) ? Number(trimmed) : text;
}

function Comparator({
  filter,
  column,
  operatorId,
  suggestions,
  onChange,
}: {
  filter: AdhocFilter;
  column: DatasetColumn | undefined;
  operatorId: OperatorId | null;
  suggestions: { loading: boolean; values: FilterValue[] };
  onChange: (comparator: unknown) => void;
}) {
  const [search, setSearch] = useState('');
  if (operatorId === 'TEMPORAL_RANGE') {
    return (
      <TimeRangeControl
        id="adhoc-filter-time-range"
        value={typeof filter.comparator === 'string' ? filter.comparator : 'No filter'}
        column={filter.subject ?? null}
        onChange={onChange}
      />
    );
  }
  const disabled = operatorId !== null && NO_INPUT_OPERATORS.has(operatorId);
  const multi = operatorId !== null && MULTI_OPERATORS.has(operatorId);
  const options = suggestions.values
    .filter((v) => v !== null)
    .map((v) => ({ value: v as string | number, label: valueKey(v) }));
  if (multi || options.length > 0) {
    const current = filter.comparator;
    const extra =
      !multi && search.trim() && !options.some((o) => String(o.value) === search.trim())
        ? [{ value: typed(search, column), label: search.trim() }]
        : [];
    return (
      <Select
        aria-label="Comparator option"
        data-test="adhoc-filter-comparator"
        mode={multi ? 'tags' : undefined}
        tokenSeparators={multi ? TOKEN_SEPARATORS : undefined}
        showSearch={{ onSearch: setSearch, optionFilterProp: 'label' }}
        allowClear
        disabled={disabled}
        loading={suggestions.loading}
        placeholder={options.length ? `${options.length} option(s)` : 'Type a value here'}
        value={
          multi
            ? (Array.isArray(current) ? current : []).map((v) => v as string | number)
            : ((current ?? undefined) as string | number | undefined)
        }
        onChange={(next: unknown) => {
          setSearch('');
          if (Array.isArray(next)) {
            // Tags mode: pasted and typed entries are trimmed, numbers kept numeric, no repeats.
            const cleaned = next
              .map((v) => (typeof v === 'string' ? typed(v.trim(), column) : v))
              .filter((v) => v !== '');
            onChange([...new Map(cleaned.map((v) => [String(v), v])).values()]);
          } else onChange(next ?? null);
        }}
        options={[...extra, ...options]}
        notFoundContent={suggestions.loading ? 'Loading…' : 'Type a value here'}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Input
      aria-label="Comparator option"
      data-test="adhoc-filter-comparator"
      disabled={disabled}
      placeholder="Filter value (case sensitive)"
      value={
        disabled || filter.comparator === null || filter.comparator === undefined
          ? ''
          : String(filter.comparator)
      }
      onChange={(e) => onChange(typed(e.target.value, column))}
    />
  );
}

/** Splits typed text into values on the separators pasted lists use (spec 000 point 5). */
const splitTyped = (text: string) => [
  ...new Set(
    text
      .split(/[,\n\t;]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/**
 * The value of a column with an advanced data type: free text (an address, a network, a port
 * name), a list for In / Not in, with how the type reads it — or why it cannot — underneath.
 */
function AdvancedComparator({
  filter,
  multi,
  advanced,
  onChange,
}: {
  filter: AdhocFilter;
  multi: boolean;
  advanced: AdvancedTypeState;
  onChange: (comparator: unknown) => void;
}) {
  const initial = Array.isArray(filter.comparator)
    ? filter.comparator.join(', ')
    : filter.comparator === null || filter.comparator === undefined
      ? ''
      : String(filter.comparator);
  const [text, setText] = useState(initial);
  return (
    <div className="adhoc-filter-advanced">
      <Input
        aria-label="Comparator option"
        data-test="adhoc-filter-comparator"
        placeholder={`Type a value (${advanced.type})`}
        status={advanced.error ? 'error' : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(multi ? splitTyped(e.target.value) : e.target.value.trim() || null);
        }}
      />
      {advanced.error ? (
        <div className="adhoc-filter-advanced-error" role="alert" data-test="adhoc-filter-advanced-error">
          {advanced.error}
        </div>
      ) : advanced.display ? (
        <div className="adhoc-filter-advanced-display" data-test="adhoc-filter-advanced-display">
          {advanced.display}
        </div>
      ) : null}
    </div>
  );
}

/** Simple: a column, an operator allowed for it, and a value (spec 001 points 4-5). */
export function SimpleTab({ filter, columns, onChange, loadValues, advanced, partition }: SimpleTabProps) {
  const clause = (filter.clause ?? 'WHERE') as Clause;
  const column = columns.find((c) => c.column_name === filter.subject);
  const operatorId = operatorIdOf(filter);
  const allowed = advanced?.operators;
  // An advanced type narrows the operators to those it can translate (Superset's isOperatorRelevant).
  const operators = availableOperators(column, clause, partition?.column ?? null).filter(
    (id) => !allowed || allowed.includes(id),
  );
  const suggestions = useSuggestions(filter.subject, clause, loadValues);
  return (
    <div className="adhoc-filter-simple">
      <Select
        aria-label="Select subject"
        data-test="adhoc-filter-subject"
        showSearch={{ optionFilterProp: 'label' }}
        autoFocus={!filter.subject}
        value={filter.subject ?? undefined}
        placeholder={
          clause === 'WHERE' ? `${columns.length} column(s)` : 'To filter on a metric, use Custom SQL tab.'
        }
        notFoundContent={NO_SUCH_COLUMN}
        options={columns.map((c) => ({
          value: c.column_name,
          label: c.verbose_name ? `${c.verbose_name} (${c.column_name})` : c.column_name,
        }))}
        onChange={(subject: string) =>
          onChange(
            withSubject(
              filter,
              subject,
              columns.find((c) => c.column_name === subject),
            ),
          )
        }
        style={{ width: '100%' }}
      />
      <Select
        aria-label="Select operator"
        data-test="adhoc-filter-operator"
        value={operatorId ?? undefined}
        placeholder={`${operators.length} operator(s)`}
        options={operators.map((id) => ({ value: id, label: OPERATORS[id].display }))}
        onChange={(next: OperatorId) =>
          onChange(
            next === 'LATEST_PARTITION' && partition
              ? latestPartitionFilter(filter, partition)
              : withOperator(filter, next),
          )
        }
        style={{ width: '100%' }}
      />
      {advanced && !(operatorId !== null && NO_INPUT_OPERATORS.has(operatorId)) ? (
        <AdvancedComparator
          key={`${filter.subject}-${operatorId !== null && MULTI_OPERATORS.has(operatorId)}`}
          filter={filter}
          multi={operatorId !== null && MULTI_OPERATORS.has(operatorId)}
          advanced={advanced}
          onChange={(comparator) => onChange({ ...filter, comparator } as AdhocFilter)}
        />
      ) : (
        <Comparator
          filter={filter}
          column={column}
          operatorId={operatorId}
          suggestions={suggestions}
          onChange={(comparator) => onChange({ ...filter, comparator } as AdhocFilter)}
        />
      )}
    </div>
  );
}
