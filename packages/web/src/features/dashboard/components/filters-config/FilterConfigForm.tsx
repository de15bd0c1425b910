import {
  FILTER_TYPES,
  type FilterFieldErrors,
  isNativeFilter,
  type NativeFilter,
  type NativeFilterItem,
  needsColumn,
  needsDataset,
  type Position,
  wouldCycle,
} from '@tessera/core';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { DefaultValueField } from './DefaultValueField';
import { FilterSettings } from './FilterSettings';
import { fieldId } from './fieldId';
import { PreFilterField } from './PreFilterField';
import { ScopeEditor } from './ScopeEditor';
import { useDatasetChoices, useDatasetDetail } from './useDatasetChoices';

export { fieldId };

/** The right-hand form of the dialog for one filter: type, name, target, options and scope. */
export function FilterConfigForm({
  filter,
  items,
  errors,
  position,
  onChange,
}: {
  readonly filter: NativeFilter;
  readonly items: readonly NativeFilterItem[];
  readonly errors: FilterFieldErrors;
  readonly position: Position;
  readonly onChange: (next: NativeFilter) => void;
}) {
  const [datasetSearch, setDatasetSearch] = useState('');
  const datasets = useDatasetChoices(datasetSearch);
  const target = filter.targets[0] ?? {};
  const datasetId = typeof target.datasetId === 'number' ? target.datasetId : undefined;
  const detail = useDatasetDetail(datasetId);
  const set = (change: Partial<NativeFilter>) => onChange({ ...filter, ...change });
  const control = (key: string) => filter.controlValues?.[key];
  const parents = items.filter(
    (item): item is NativeFilter =>
      isNativeFilter(item) && item.id !== filter.id && !wouldCycle(items, filter.id, item.id),
  );
  const isSelect = filter.filterType === 'filter_select';
  const datasetOptions = (datasets.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  if (datasetId !== undefined && !datasetOptions.some((o) => o.value === datasetId))
    datasetOptions.unshift({ value: datasetId, label: `Dataset ${datasetId}` });

  return (
    <Form layout="vertical" className="filters-config-form" data-test="filters-config-form" component="div">
      <Form.Item label="Filter Type" htmlFor={fieldId(filter.id, 'type')}>
        <Select
          id={fieldId(filter.id, 'type')}
          value={filter.filterType}
          options={FILTER_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(filterType: string) =>
            set({
              filterType,
              defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
              targets: [
                needsColumn(filterType) ? target : { ...(needsDataset(filterType) ? { datasetId } : {}) },
              ],
            })
          }
          data-test="filter-type-select"
        />
      </Form.Item>
      <Form.Item
        label="Filter name"
        required
        htmlFor={fieldId(filter.id, 'name')}
        validateStatus={errors.name ? 'error' : undefined}
        help={errors.name}
      >
        <Input
          id={fieldId(filter.id, 'name')}
          value={filter.name}
          onChange={(event) => set({ name: event.target.value })}
          data-test="filter-name-input"
        />
      </Form.Item>
      {needsDataset(filter.filterType) ? (
        <Form.Item
          label="Dataset"
          required
          htmlFor={fieldId(filter.id, 'dataset')}
          validateStatus={errors.dataset ? 'error' : undefined}
          help={errors.dataset ?? datasets.error ?? undefined}
        >
          <Select
            id={fieldId(filter.id, 'dataset')}
            showSearch={{ filterOption: false, onSearch: setDatasetSearch }}
            placeholder="Select dataset"
            loading={datasets.loading}
            value={datasetId}
            options={datasetOptions}
            notFoundContent={datasets.loading ? 'Loading…' : 'No datasets'}
            onChange={(id: number) =>
              set({
                targets: [{ datasetId: id }],
                sortMetric: undefined,
                cascadeParentIds: filter.cascadeParentIds,
              })
            }
            data-test="filter-dataset-select"
          />
        </Form.Item>
      ) : null}
      {needsColumn(filter.filterType) ? (
        <Form.Item
          label="Column"
          required
          htmlFor={fieldId(filter.id, 'column')}
          validateStatus={errors.column ? 'error' : undefined}
          help={errors.column ?? detail.error ?? undefined}
        >
          <Select
            id={fieldId(filter.id, 'column')}
            showSearch
            placeholder={datasetId === undefined ? 'Select a dataset first' : 'Select column'}
            disabled={datasetId === undefined}
            loading={detail.loading}
            value={target.column?.name}
            options={(detail.data?.columns ?? [])
              .filter((c) => filter.filterType !== 'filter_range' || !c.temporal)
              .map((c) => ({ value: c.name, label: c.name }))}
            onChange={(name: string) => set({ targets: [{ ...target, column: { name } }] })}
            data-test="filter-column-select"
          />
        </Form.Item>
      ) : null}
      {isSelect && parents.length > 0 ? (
        <Form.Item label="Parent filter">
          <Checkbox
            checked={(filter.cascadeParentIds ?? []).length > 0}
            onChange={(event) =>
              set({ cascadeParentIds: event.target.checked && parents[0] ? [parents[0].id] : [] })
            }
          >
            Values are dependent on other filters
          </Checkbox>
          {(filter.cascadeParentIds ?? []).length > 0 ? (
            <Select
              mode="multiple"
              aria-label="Parent filters"
              value={[...(filter.cascadeParentIds ?? [])]}
              options={parents.map((p) => ({ value: p.id, label: p.name || 'Untitled filter' }))}
              onChange={(ids: string[]) => set({ cascadeParentIds: ids })}
            />
          ) : null}
        </Form.Item>
      ) : null}
      {filter.filterType === 'filter_select' || filter.filterType === 'filter_range' ? (
        <PreFilterField filter={filter} datasetId={datasetId} onChange={set} />
      ) : null}
      {isSelect ? (
        <Form.Item label="Sort filter values">
          <Radio.Group
            value={control('sortAscending') === false ? 'desc' : 'asc'}
            onChange={(event) =>
              set({ controlValues: { ...filter.controlValues, sortAscending: event.target.value === 'asc' } })
            }
            options={[
              { value: 'asc', label: 'Sort ascending' },
              { value: 'desc', label: 'Sort descending' },
            ]}
          />
          <Select
            allowClear
            aria-label="Sort Metric"
            placeholder="Sort Metric (optional)"
            className="filters-config-sort-metric"
            disabled={datasetId === undefined}
            value={typeof filter.sortMetric === 'string' ? filter.sortMetric : undefined}
            options={(detail.data?.metrics ?? []).map((m) => ({ value: m, label: m }))}
            onChange={(metric?: string) => set({ sortMetric: metric })}
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Filter Settings">
        <FilterSettings filter={filter} onChange={(controlValues) => set({ controlValues })} />
        <DefaultValueField filter={filter} onChange={(defaultDataMask) => set({ defaultDataMask })} />
      </Form.Item>
      <Form.Item label="Description" htmlFor={fieldId(filter.id, 'description')}>
        <Input.TextArea
          id={fieldId(filter.id, 'description')}
          autoSize
          value={filter.description ?? ''}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Scoping">
        <ScopeEditor scope={filter.scope} position={position} onChange={(scope) => set({ scope })} />
      </Form.Item>
    </Form>
  );
}
