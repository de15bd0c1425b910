/**
 * The legacy filter box's filters (`filter_configs`, Superset's CollectionControl of
 * FilterBoxItemControl, spec 000 screen 11): one entry per filter, each configured in its
 * 'Filter configuration' popover.
 */
import { asArray } from '../../../../../charts';
import type { ControlComponentProps } from '../controlTypes';
import { PopoverList } from '../PopoverList';
import { FilterBoxItemEditor } from './FilterBoxItemEditor';
import {
  FILTER_BOX_ITEM_TEXT,
  type FilterBoxItem,
  filterBoxItemSummary,
  newFilterBoxItem,
} from './filterBoxItems';
import './FilterBoxItemControl.css';

export function FilterBoxItemControl({ id, dataTest, value, dataset, onChange }: ControlComponentProps) {
  const items = asArray<FilterBoxItem>(value).filter((item) => item && typeof item === 'object');
  return (
    <PopoverList<FilterBoxItem>
      id={id}
      dataTest={dataTest}
      items={items}
      itemLabel={(item) => filterBoxItemSummary(item)}
      addLabel="Add filter"
      addTitle={FILTER_BOX_ITEM_TEXT.title}
      editTitle={FILTER_BOX_ITEM_TEXT.title}
      removeLabel={(item) => `Remove filter ${filterBoxItemSummary(item)}`}
      editor={(item, done) => (
        <FilterBoxItemEditor
          item={item ?? newFilterBoxItem()}
          columns={dataset.columns}
          metrics={dataset.metrics}
          onDone={done}
        />
      )}
      onChange={onChange}
      popoverWidth={350}
    />
  );
}
