import type { AdhocFilter } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { useBootstrapQuery } from '../../../../../app/session';
import { asArray, isTimeRangeFilter } from '../../../../../charts';
import { panelControls } from '../../../../../charts/controls';
import { convertAdvancedType, fetchFilterValues, fetchPartitionColumn } from '../../../api/controlData';
import type { PartitionSource } from '../../../lib/adhocFilters';
import { panelOf } from '../../../lib/formData';
import type { ControlComponentProps } from '../controlTypes';
import { AdhocFilterControl } from './AdhocFilterControl';

/** The table's one partition column (Superset asks only for tables with a schema). */
function usePartition(
  databaseId: number | undefined,
  table: string,
  schema: string | null | undefined,
): PartitionSource | null {
  const [partition, setPartition] = useState<PartitionSource | null>(null);
  useEffect(() => {
    setPartition(null);
    if (!databaseId || !table || !schema) return;
    const controller = new AbortController();
    fetchPartitionColumn(databaseId, table, schema, controller.signal).then(
      (column) => {
        if (column && !controller.signal.aborted) setPartition({ column, schema, table });
      },
      // Only an abort rejects (any other failure was logged and read as no partition).
      () => undefined,
    );
    return () => controller.abort();
  }, [databaseId, table, schema]);
  return partition;
}

/**
 * The catalogue's `adhoc_filters` control over the dataset's filterable columns. Where the chart
 * also has a Time range control, that control owns the time filter: its pill is not listed here
 * (it would show the same range twice) and is kept, first, on every change.
 */
export function AdhocFilterControlType({ id, value, formData, dataset, onChange }: ControlComponentProps) {
  const loadValues = useCallback(
    (column: string, signal: AbortSignal) =>
      fetchFilterValues(dataset.type ?? 'table', dataset.id, column, signal),
    [dataset.id, dataset.type],
  );
  // A query source is no table: it has no partitions to look up.
  const partition = usePartition(
    dataset.type === 'query' ? undefined : dataset.database?.id,
    dataset.table_name,
    dataset.schema,
  );
  const advancedTypes = useBootstrapQuery().data?.feature_flags.ENABLE_ADVANCED_DATA_TYPES === true;
  const filters = asArray<AdhocFilter>(value);
  const ownedByTimeRange = panelControls(panelOf(formData.viz_type)).some((c) => c.type === 'time_range');
  const timeFilter = ownedByTimeRange ? filters.find(isTimeRangeFilter) : undefined;
  return (
    <AdhocFilterControl
      id={id}
      value={filters.filter((f) => f !== timeFilter)}
      columns={dataset.columns.filter((c) => c.filterable !== false)}
      loadValues={loadValues}
      convertAdvancedType={advancedTypes ? convertAdvancedType : null}
      partition={partition}
      onChange={(next) => onChange(timeFilter ? [timeFilter, ...next] : next)}
    />
  );
}
