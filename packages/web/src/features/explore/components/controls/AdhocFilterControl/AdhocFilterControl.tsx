import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdhocFilter } from '@tessera/core';
import { Button, Popover } from 'antd';
import { type ReactElement, useState } from 'react';
import type { DatasetColumn } from '../../../api/exploreApi';
import { filterLabel, newAdhocFilter, type PartitionSource } from '../../../lib/adhocFilters';
import { AdhocFilterEditor } from './AdhocFilterEditor';
import type { ValuesLoader } from './SimpleTab';
import type { AdvancedTypeConverter } from './useAdvancedDataType';
import './AdhocFilterControl.css';
import { dropZoneLabel } from '../dropZoneLabel';
import { useControlPopoverPlacement } from '../popoverPlacement';

export interface AdhocFilterControlProps {
  readonly id: string;
  readonly value: readonly AdhocFilter[];
  readonly columns: readonly DatasetColumn[];
  readonly onChange: (filters: AdhocFilter[]) => void;
  readonly loadValues: ValuesLoader;
  readonly convertAdvancedType?: AdvancedTypeConverter | null;
  readonly partition?: PartitionSource | null;
}

type Editing = { readonly target: number | 'new'; readonly filter: AdhocFilter; readonly session: number };

/** Filters as pills: click one to edit it, × removes it, "+ Add filter" opens a blank one. */
export function AdhocFilterControl({
  id,
  value,
  columns,
  onChange,
  loadValues,
  convertAdvancedType,
  partition = null,
}: AdhocFilterControlProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [session, setSession] = useState(0);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const addLabel = dropZoneLabel('filters');
  const open = (target: number | 'new', filter: AdhocFilter) => {
    setSession(session + 1);
    setEditing({ target, filter, session: session + 1 });
  };
  const close = () => setEditing(null);
  const save = (filter: AdhocFilter) => {
    if (!editing) return;
    const next = [...value];
    if (editing.target === 'new') next.push(filter);
    else next[editing.target] = filter;
    setEditing(null);
    onChange(next);
  };
  const withEditor = (target: number | 'new', child: ReactElement) => (
    <Popover
      trigger="click"
      placement={placement}
      open={editing?.target === target}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      destroyOnHidden
      classNames={{ container: 'adhoc-filter-popover' }}
      content={
        editing?.target === target ? (
          <AdhocFilterEditor
            key={editing.session}
            filter={editing.filter}
            columns={columns}
            loadValues={loadValues}
            convertAdvancedType={convertAdvancedType ?? null}
            partition={partition}
            onSave={save}
            onClose={close}
          />
        ) : null
      }
    >
      {child}
    </Popover>
  );
  return (
    <div
      className="metrics-control adhoc-filter-control"
      id={id}
      data-test="adhoc-filter-control"
      onClickCapture={measurePlacement}
    >
      {value.map((filter, index) => {
        const label = filterLabel(filter);
        return (
          <div
            className={`metric-pill adhoc-filter-pill${filter.isExtra ? ' is-extra' : ''}`}
            key={filter.filterOptionName ?? `${index}-${label}`}
            data-test="adhoc-filter-pill"
          >
            {withEditor(
              index,
              <button
                type="button"
                className="metric-pill-label"
                aria-label={`Edit filter ${label}`}
                title={label}
                onClick={() => open(index, filter)}
              >
                {label || 'Incomplete filter'}
              </button>,
            )}
            <button
              type="button"
              className="metric-pill-remove"
              aria-label={`Remove filter ${label}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <CloseOutlined aria-hidden />
            </button>
          </div>
        );
      })}
      {withEditor(
        'new',
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          block
          className="metrics-add"
          data-test="adhoc-filter-add"
          onClick={() => open('new', newAdhocFilter())}
        >
          {addLabel}
        </Button>,
      )}
    </div>
  );
}
