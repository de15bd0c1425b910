import type { AdhocFilter } from '@tessera/core';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { FilterValue } from '../../../api/controlData';
import type { DatasetColumn } from '../../../api/exploreApi';
import {
  availableOperators,
  type Clause,
  MULTI_OPERATORS,
  NO_INPUT_OPERATORS,
  OPERATORS,
  type OperatorId,
  operatorIdOf,
  withOperator,
  withSubject,
} from '../../../lib/adhocFilters';
import { TimeRangeControl } from '../TimeRangeControl/TimeRangeControl';

export type ValuesLoader = (column: string, signal: AbortSignal) => Promise<FilterValue[]>;

export const NO_SUCH_COLUMN = 'No such column found. To filter on a metric, try the Custom SQL tab.';
/** Pasted lists split on comma, newline, tab and semicolon (spec 000). */
const TOKEN_SEPARATORS = [',', '\n', '\t', ';'];

interface SimpleTabProps {
  readonly filter: AdhocFilter;
  readonly columns: readonly DatasetColumn[];
  readonly onChange: (filter: AdhocFilter) => void;
  readonly loadValues: ValuesLoader;
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

/** Simple: a column, an operator allowed for it, and a value (spec 001 points 4-5). */
export function SimpleTab({ filter, columns, onChange, loadValues }: SimpleTabProps) {
  const clause = (filter.clause ?? 'WHERE') as Clause;
  const column = columns.find((c) => c.column_name === filter.subject);
  const operatorId = operatorIdOf(filter);
  const operators = availableOperators(column, clause);
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
        onChange={(next: OperatorId) => onChange(withOperator(filter, next))}
        style={{ width: '100%' }}
      />
      <Comparator
        filter={filter}
        column={column}
        operatorId={operatorId}
        suggestions={suggestions}
        onChange={(comparator) => onChange({ ...filter, comparator } as AdhocFilter)}
      />
    </div>
  );
}
