import type { AdhocFilter } from '@tessera/core';
import { Alert, Button, Tabs } from 'antd';
import { useState } from 'react';
import type { DatasetColumn } from '../../../api/exploreApi';
import { filterToSql, isFilterValid, type PartitionSource, savedFilter } from '../../../lib/adhocFilters';
import { SimpleTab, type ValuesLoader } from './SimpleTab';
import { SqlTab } from './SqlTab';
import { type AdvancedTypeConverter, useAdvancedDataType } from './useAdvancedDataType';

export const INHERITED_WARNING =
  "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.";

export interface AdhocFilterEditorProps {
  readonly filter: AdhocFilter;
  readonly columns: readonly DatasetColumn[];
  readonly loadValues: ValuesLoader;
  readonly onSave: (filter: AdhocFilter) => void;
  readonly onClose: () => void;
  /** Reads values as a column's advanced data type; null while ENABLE_ADVANCED_DATA_TYPES is off. */
  readonly convertAdvancedType?: AdvancedTypeConverter | null;
  /** The table's one partition column, for the latest-partition operator. */
  readonly partition?: PartitionSource | null;
}

/** The popover body: Simple and Custom SQL tabs on a draft, Close and Save (disabled while invalid). */
export function AdhocFilterEditor({
  filter,
  columns,
  loadValues,
  onSave,
  onClose,
  convertAdvancedType,
  partition = null,
}: AdhocFilterEditorProps) {
  const [draft, setDraft] = useState<AdhocFilter>(filter);
  const simple = draft.expressionType === 'SIMPLE';
  const subjectType = simple
    ? columns.find((c) => c.column_name === draft.subject)?.advanced_data_type
    : null;
  const advanced = useAdvancedDataType(subjectType, draft.comparator, convertAdvancedType);
  // Spec 001 point 5: Save waits while the Simple tab's advanced type check fails.
  const simpleInvalid = simple && Boolean(advanced?.error);
  const switchTab = (key: string) => {
    if (key === draft.expressionType) return;
    if (key === 'SQL') {
      // The SQL tab starts from the simple filter written out, as Superset's translateToSql.
      setDraft({ ...draft, expressionType: 'SQL', sqlExpression: draft.sqlExpression || filterToSql(draft) });
    } else {
      setDraft({ ...draft, expressionType: 'SIMPLE' });
    }
  };
  return (
    <div className="adhoc-filter-editor" data-test="adhoc-filter-editor">
      {draft.isExtra ? <Alert type="warning" showIcon title={INHERITED_WARNING} /> : null}
      <Tabs
        size="small"
        activeKey={draft.expressionType}
        onChange={switchTab}
        items={[
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <SimpleTab
                filter={draft}
                columns={columns}
                onChange={setDraft}
                loadValues={loadValues}
                advanced={advanced}
                partition={partition}
              />
            ),
          },
          // Spec 001 point 5 disables this tab, with a tooltip, for the native Druid connector (and
          // excludes some operators for druid datasources); Tessera has no Druid source, so the tab
          // is always enabled and that tooltip is never shown.
          { key: 'SQL', label: 'Custom SQL', children: <SqlTab filter={draft} onChange={setDraft} /> },
        ]}
      />
      <div className="adhoc-filter-footer">
        <Button size="small" onClick={onClose} data-test="adhoc-filter-close">
          Close
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!isFilterValid(draft) || simpleInvalid}
          onClick={() => onSave(savedFilter(draft))}
          data-test="adhoc-filter-save"
        >
          Save
        </Button>
      </div>
    </div>
  );
}
