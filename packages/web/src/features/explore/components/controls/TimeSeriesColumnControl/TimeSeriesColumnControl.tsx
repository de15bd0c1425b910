/**
 * The time-series table's columns (`column_collection`, Superset's CollectionControl of
 * TimeSeriesColumnControl): time comparison, contribution, sparkline and period average columns,
 * each edited in a popover.
 */
import { asArray } from '../../../../../charts';
import type { ControlComponentProps } from '../controlTypes';
import { PopoverList } from '../PopoverList';
import { TimeSeriesColumnEditor } from './TimeSeriesColumnEditor';
import { columnKey, columnSummary, newColumn, type TimeSeriesColumn } from './timeSeriesColumns';
import './TimeSeriesColumnControl.css';

export function TimeSeriesColumnControl({ id, dataTest, value, onChange }: ControlComponentProps) {
  const columns = asArray<TimeSeriesColumn>(value).filter((c) => c && typeof c === 'object');
  return (
    <PopoverList<TimeSeriesColumn>
      id={id}
      dataTest={dataTest}
      items={columns}
      itemLabel={(column) => columnSummary(column)}
      addLabel="Add column"
      addTitle="Column configuration"
      editTitle="Column configuration"
      removeLabel={(column) => `Remove column ${columnSummary(column)}`}
      editor={(column, done) => (
        <TimeSeriesColumnEditor column={column ?? newColumn(columnKey())} onDone={done} />
      )}
      onChange={onChange}
      popoverWidth={340}
    />
  );
}
