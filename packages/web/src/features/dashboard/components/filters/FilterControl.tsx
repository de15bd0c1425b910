import { InfoCircleOutlined } from '@ant-design/icons';
import {
  cascadeExtraFormData,
  type DataMask,
  type DataMaskState,
  type ExtraFormData,
  isFilterRequired,
  isRequiredValueMissing,
  type NativeFilter,
} from '@tessera/core';
import { Tooltip } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeFilter } from './TimeFilter';
import { TimeGrainFilter } from './TimeGrainFilter';

export interface FilterControlProps {
  readonly filter: NativeFilter;
  readonly selected: DataMaskState;
  readonly select: (filterId: string, mask: DataMask) => void;
  readonly selectAndApply: (filterId: string, mask: DataMask) => void;
}

/** One filter in the bar: its name (required mark, description) above the control of its type. */
export function FilterControl({ filter, selected, select, selectAndApply }: FilterControlProps) {
  const mask = selected[filter.id];
  const onChange = useCallback((next: DataMask) => select(filter.id, next), [select, filter.id]);
  const onApplyNow = useCallback(
    (next: DataMask) => selectAndApply(filter.id, next),
    [selectAndApply, filter.id],
  );
  // The parents' pending values narrow the choices, as Superset's cascading filters do.
  // As text, so that a change elsewhere in the bar keeps the same object (and query).
  const parentsKey = JSON.stringify(cascadeExtraFormData(filter.cascadeParentIds, selected));
  const dependencies = useMemo(() => JSON.parse(parentsKey) as ExtraFormData, [parentsKey]);
  const invalid = isRequiredValueMissing(filter, mask);
  const inputId = `filter-${filter.id}`;
  const description = typeof filter.description === 'string' ? filter.description.trim() : '';

  let control: ReactNode;
  switch (filter.filterType) {
    case 'filter_select':
      control = (
        <SelectFilter
          filter={filter}
          mask={mask}
          dependencies={dependencies}
          onChange={onChange}
          onApplyNow={onApplyNow}
          invalid={invalid}
          inputId={inputId}
        />
      );
      break;
    case 'filter_range':
      control = <RangeFilter filter={filter} mask={mask} onChange={onChange} inputId={inputId} />;
      break;
    case 'filter_time':
      control = <TimeFilter filter={filter} mask={mask} onChange={onChange} inputId={inputId} />;
      break;
    case 'filter_timegrain':
      control = <TimeGrainFilter filter={filter} mask={mask} onChange={onChange} inputId={inputId} />;
      break;
    case 'filter_timecolumn':
      control = <TimeColumnFilter filter={filter} mask={mask} onChange={onChange} inputId={inputId} />;
      break;
    default:
      control = (
        <div className="filter-empty">Filters of type “{filter.filterType}” are not supported yet.</div>
      );
  }

  return (
    <div className="filter-control" data-test="filter-control" data-filter-id={filter.id}>
      <label className="filter-control-label" htmlFor={inputId}>
        <span className="filter-control-name">{filter.name}</span>
        {isFilterRequired(filter) ? (
          <>
            <span className="filter-required" aria-hidden="true">
              *
            </span>
            <span className="filter-sr-only">(required)</span>
          </>
        ) : null}
        {description ? (
          <Tooltip title={description}>
            <InfoCircleOutlined className="filter-description" aria-label={description} />
          </Tooltip>
        ) : null}
      </label>
      {control}
      {invalid ? <div className="filter-error">Choose a value: this filter is required.</div> : null}
    </div>
  );
}
