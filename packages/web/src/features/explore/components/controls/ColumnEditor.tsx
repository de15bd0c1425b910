import { Button, Empty, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { isWindowed } from '../../../../charts/controls';
import type { DatasetColumn } from '../../api/exploreApi';
import { columnLabel } from './ColumnSelect';
import {
  buildColumnValue,
  type ColumnTab,
  type ColumnValue,
  defaultColumnTab,
  isCalculated,
  referencedColumnName,
  sameColumnValue,
} from './columnOption';

export interface ColumnEditorProps {
  readonly column: ColumnValue | null;
  /** The columns this control may use; those with an expression make the Saved tab. */
  readonly columns: readonly DatasetColumn[];
  readonly onSave: (column: ColumnValue) => void;
  readonly onCancel: () => void;
}

/** Superset's words for a dataset without calculated columns. */
export const NO_SAVED_COLUMNS = 'No saved expressions found';
export const NO_SAVED_COLUMNS_HINT = 'Add calculated columns to the dataset in the Edit dataset modal';

function options(columns: readonly DatasetColumn[]) {
  return columns.map((c) => ({ value: c.column_name, label: columnLabel(c) }));
}

/**
 * The column popover (Superset's ColumnSelectPopover): a calculated column (Saved), a physical
 * column (Simple) or a SQL expression (Custom SQL), with an optional label. Choosing in one tab
 * clears the others; Save is enabled once the choice is valid and differs from the one opened.
 */
export function ColumnEditor({ column, columns, onSave, onCancel }: ColumnEditorProps) {
  const calculated = columns.filter(isCalculated);
  const physical = columns.filter((c) => !isCalculated(c));
  const initialTab = defaultColumnTab(column, columns);
  const named = referencedColumnName(column);
  const adhoc = typeof column === 'object' && column ? column : null;
  const [tab, setTab] = useState<ColumnTab>(initialTab);
  const [saved, setSaved] = useState(initialTab === 'SAVED' ? (named ?? undefined) : undefined);
  const [simple, setSimple] = useState(initialTab === 'SIMPLE' ? (named ?? undefined) : undefined);
  const [sql, setSql] = useState(initialTab === 'SQL' ? (adhoc?.sqlExpression ?? '') : '');
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const candidate = buildColumnValue(tab, { saved, simple, sql, label });
  const valid = candidate !== null && !sameColumnValue(candidate, column);

  const choose = (which: 'SAVED' | 'SIMPLE', next: string | undefined) => {
    setSaved(which === 'SAVED' ? next : undefined);
    setSimple(which === 'SIMPLE' ? next : undefined);
    setSql('');
  };

  return (
    <div className="metric-editor" data-test="column-editor">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as ColumnTab)}
        items={[
          {
            key: 'SAVED',
            label: 'Saved',
            children:
              calculated.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <>
                      <div>{NO_SAVED_COLUMNS}</div>
                      <div style={{ fontSize: 12 }}>{NO_SAVED_COLUMNS_HINT}</div>
                    </>
                  }
                />
              ) : (
                <Select
                  aria-label="Saved column"
                  data-test="column-saved-select"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={`${calculated.length} column(s)`}
                  value={saved}
                  onChange={(next: string) => choose('SAVED', next)}
                  options={options(calculated)}
                  style={{ width: '100%' }}
                />
              ),
          },
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <Select
                aria-label="Column"
                data-test="column-simple-select"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={`${physical.length} column(s)`}
                value={simple}
                onChange={(next: string) => choose('SIMPLE', next)}
                options={options(physical)}
                virtual={isWindowed(physical.length)}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            children: (
              <Input.TextArea
                aria-label="SQL expression"
                rows={4}
                placeholder="e.g. UPPER(country_name)"
                value={sql}
                onChange={(e) => {
                  setSql(e.target.value);
                  setSaved(undefined);
                  setSimple(undefined);
                }}
                className="code-input"
              />
            ),
          },
        ]}
      />
      <Input
        aria-label="Column label"
        placeholder="Label (optional)"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        className="metric-editor-label"
      />
      <div className="metric-editor-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          disabled={!valid}
          data-test="column-save"
          onClick={() => candidate !== null && onSave(candidate)}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
