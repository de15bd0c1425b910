/**
 * Superset's ColumnConfigControl (`column_config`): one entry per column of the answer, each with
 * its format, currency, alignment, width, cell bars and +/- settings in a popover. Ten columns are
 * listed, with 'Show all columns' when there are more than twelve.
 */
import {
  ClockCircleOutlined,
  DownOutlined,
  FieldNumberOutlined,
  FontSizeOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import type { ControlComponentProps } from '../controlTypes';
import { type QueryColumn, tableColumns } from '../queryColumns';
import { ColumnSettingsEditor } from './ColumnSettingsEditor';
import {
  asColumnConfig,
  SHOW_ALL_ABOVE,
  setColumnSettings,
  shownColumns,
  withDefaults,
} from './columnConfig';
import '../PopoverList.css';
import { useControlPopoverPlacement } from '../popoverPlacement';

function TypeIcon({ column }: { readonly column: QueryColumn }) {
  if (column.numeric) return <FieldNumberOutlined aria-label="Number" />;
  if (column.temporal) return <ClockCircleOutlined aria-label="Time" />;
  return <FontSizeOutlined aria-label="Text" />;
}

export function ColumnConfigControl({
  id,
  dataTest,
  value,
  formData,
  dataset,
  onChange,
}: ControlComponentProps) {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const config = asColumnConfig(value);
  const columns = tableColumns(formData, dataset);
  if (!columns.length) {
    return (
      <div id={id} data-test={dataTest} className="control-empty">
        Add columns or metrics to configure them.
      </div>
    );
  }
  return (
    <div className="popover-list" id={id} data-test={dataTest} onClickCapture={measurePlacement}>
      {shownColumns(columns, showAll).map((column) => (
        <div key={column.key} className="popover-list-item" data-test="column-config-item">
          <Popover
            trigger="click"
            placement={placement}
            title={column.label}
            open={open === column.key}
            onOpenChange={(next) => setOpen(next ? column.key : null)}
            destroyOnHidden
            content={
              open === column.key ? (
                <div style={{ width: 300 }}>
                  <ColumnSettingsEditor
                    column={column}
                    settings={withDefaults(column, config[column.key], formData)}
                    onChange={(patch) => onChange(setColumnSettings(config, column.key, patch))}
                  />
                </div>
              ) : null
            }
          >
            <button type="button" className="popover-list-label">
              <TypeIcon column={column} /> {config[column.key]?.customColumnName || column.label}
            </button>
          </Popover>
        </div>
      ))}
      {columns.length > SHOW_ALL_ABOVE ? (
        <Button
          type="link"
          size="small"
          onClick={() => setShowAll(!showAll)}
          icon={showAll ? <UpOutlined /> : <DownOutlined />}
        >
          {showAll ? 'Show less columns' : 'Show all columns'}
        </Button>
      ) : null}
    </div>
  );
}
