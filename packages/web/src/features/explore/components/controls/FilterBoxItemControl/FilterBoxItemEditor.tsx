import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, Tooltip } from 'antd';
import { useState } from 'react';
import type { DatasetColumn, DatasetMetric } from '../../../api/exploreApi';
import {
  castDefaultValue,
  defaultValueText,
  type FilterBoxItem,
  FILTER_BOX_ITEM_TEXT as TEXT,
} from './filterBoxItems';

export interface FilterBoxItemEditorProps {
  readonly item: FilterBoxItem;
  readonly columns: readonly DatasetColumn[];
  readonly metrics: readonly DatasetMetric[];
  /** `next` saves and closes; null closes without saving. */
  readonly onDone: (next: FilterBoxItem | null) => void;
}

type Flag = 'asc' | 'multiple' | 'searchAllOptions' | 'required';

/**
 * One filter's popover form (Superset's FilterBoxItemControl): column, label, default, sort metric
 * and the four checkboxes. 'Required' is shown as the inverse of `clearable`; the default's text
 * is cast to the column's type when saved, so the cast follows the final 'multiple' choice.
 */
export function FilterBoxItemEditor({ item, columns, metrics, onDone }: FilterBoxItemEditorProps) {
  const [draft, setDraft] = useState<FilterBoxItem>(item);
  const [defaultText, setDefaultText] = useState(defaultValueText(item.defaultValue));
  const set = (patch: Partial<FilterBoxItem>) => setDraft({ ...draft, ...patch });
  const id = (field: string) => `filter-box-item-${field}`;
  const column = columns.find((c) => c.column_name === draft.column);
  const multiple = draft.multiple !== false;
  const typed = castDefaultValue(defaultText, column?.type, multiple);
  const lost = typed === null;

  const flags: Readonly<Record<Flag, boolean>> = {
    asc: draft.asc !== false,
    multiple,
    searchAllOptions: draft.searchAllOptions === true,
    required: draft.clearable === false,
  };
  const checkbox = (flag: Flag, label: string, help: string) => (
    <div className="filter-box-item-check">
      <Checkbox
        id={id(flag)}
        checked={flags[flag]}
        onChange={(e) =>
          set(flag === 'required' ? { clearable: !e.target.checked } : { [flag]: e.target.checked })
        }
      >
        {label}
      </Checkbox>
      <Tooltip title={help}>
        <InfoCircleOutlined aria-label={`About ${label}`} className="filter-box-item-help" />
      </Tooltip>
    </div>
  );

  const save = () => {
    const { defaultValue: _old, ...rest } = draft;
    onDone(defaultText === '' ? rest : { ...rest, defaultValue: typed });
  };

  return (
    <Form layout="vertical" component="div" className="popover-editor filter-box-item-editor">
      <Form.Item label="Column" htmlFor={id('column')}>
        <Select
          id={id('column')}
          showSearch
          placeholder="Select…"
          value={draft.column}
          onChange={(next: string) => set({ column: next })}
          options={columns.map((c) => ({ value: c.column_name, label: c.column_name }))}
        />
      </Form.Item>
      <Form.Item label="Label" htmlFor={id('label')}>
        <Input
          id={id('label')}
          value={draft.label ?? ''}
          placeholder={column?.verbose_name || draft.column}
          onChange={(e) => set({ label: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label="Default"
        htmlFor={id('default')}
        tooltip={TEXT.defaultHelp}
        validateStatus={lost ? 'warning' : undefined}
        help={
          lost ? `Not a number, and the ${column?.type} column needs one: no default is kept.` : undefined
        }
      >
        <Input id={id('default')} value={defaultText} onChange={(e) => setDefaultText(e.target.value)} />
      </Form.Item>
      <Form.Item label="Sort metric" htmlFor={id('metric')} tooltip={TEXT.sortMetricHelp}>
        <Select
          id={id('metric')}
          showSearch
          allowClear
          placeholder="Select…"
          value={draft.metric}
          onChange={(metric: string | undefined) => set({ metric })}
          options={metrics.map((m) => ({ value: m.metric_name, label: m.verbose_name || m.metric_name }))}
        />
      </Form.Item>
      {checkbox('asc', 'Sort ascending', TEXT.ascHelp)}
      {checkbox('multiple', 'Allow multiple selections', TEXT.multipleHelp)}
      {checkbox('searchAllOptions', 'Search all filter options', TEXT.searchAllHelp)}
      {checkbox('required', 'Required', TEXT.requiredHelp)}
      <div className="popover-editor-actions">
        <Button onClick={() => onDone(null)}>Close</Button>
        <Button type="primary" disabled={!draft.column} onClick={save}>
          Save
        </Button>
      </div>
    </Form>
  );
}
