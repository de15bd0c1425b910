import type { DataMask, NativeFilter } from '@tessera/core';
import { needsColumn, needsDataset } from '@tessera/core';
import { Checkbox, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FilterControl } from '../filters/FilterControl';

const EMPTY_MASK: DataMask = { extraFormData: {}, filterState: {}, ownState: {} };

/**
 * "Filter has default value": the bar's own control for the filter being edited, its choice kept
 * as the filter's defaultDataMask. It waits, as Superset's does, for the fields it needs.
 */
export function DefaultValueField({
  filter,
  onChange,
}: {
  readonly filter: NativeFilter;
  readonly onChange: (mask: DataMask) => void;
}) {
  const value = filter.defaultDataMask?.filterState?.value;
  const [enabled, setEnabled] = useState(value !== undefined && value !== null);
  const target = filter.targets[0];
  const ready =
    filter.name.trim() !== '' &&
    (!needsDataset(filter.filterType) || typeof target?.datasetId === 'number') &&
    (!needsColumn(filter.filterType) || Boolean(target?.column?.name));
  const selected = useMemo(() => ({ [filter.id]: filter.defaultDataMask ?? EMPTY_MASK }), [filter]);
  const firstItem = filter.controlValues?.defaultToFirstItem === true;
  return (
    <div className="filters-config-default" data-test="filter-default-value">
      <Checkbox
        checked={enabled && !firstItem}
        disabled={firstItem}
        onChange={(event) => {
          setEnabled(event.target.checked);
          if (!event.target.checked) onChange(EMPTY_MASK);
        }}
      >
        Filter has default value
      </Checkbox>
      {enabled && !firstItem ? (
        ready ? (
          <div className="filters-config-default-control">
            <FilterControl
              filter={{ ...filter, name: 'Default Value', description: '' }}
              selected={selected}
              select={(_id, mask) => onChange(mask)}
              selectAndApply={(_id, mask) => onChange(mask)}
            />
          </div>
        ) : (
          <Typography.Text type="secondary" className="filters-config-default-hint">
            Fill all required fields to enable "Default Value"
          </Typography.Text>
        )
      ) : null}
    </div>
  );
}
