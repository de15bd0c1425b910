import {
  BarChartOutlined,
  BorderHorizontalOutlined,
  ColumnWidthOutlined,
  FileMarkdownOutlined,
  FontSizeOutlined,
  LineOutlined,
  PlusOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { NewComponentType } from '@tessera/core';
import { Button, Checkbox, Empty, Input, Spin, Tabs, Tooltip } from 'antd';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { searchSavedCharts } from '../../lib/savedCharts';
import type { DragItem } from './editing';
import { useLayoutEditing } from './editing';
import type { SavedCharts } from './useSavedCharts';

const ELEMENTS: readonly { type: NewComponentType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: 'Tabs', icon: <TableOutlined /> },
  { type: 'ROW', label: 'Row', icon: <BorderHorizontalOutlined /> },
  { type: 'COLUMN', label: 'Column', icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', label: 'Header', icon: <FontSizeOutlined /> },
  { type: 'MARKDOWN', label: 'Text / Markdown', icon: <FileMarkdownOutlined /> },
  { type: 'DIVIDER', label: 'Divider', icon: <LineOutlined /> },
];

/** One draggable entry of the pane; its "+" adds it at the end of the dashboard without a mouse. */
function PaneItem({
  item,
  label,
  detail,
  icon,
}: {
  item: DragItem;
  label: string;
  detail?: string;
  icon: ReactNode;
}) {
  const editing = useLayoutEditing();
  if (!editing) return null;
  return (
    <li
      className="pane-item"
      draggable
      data-test="pane-item"
      data-label={label}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'copy';
        event.dataTransfer.setData('text/plain', label);
        editing.setDragging(item);
      }}
      onDragEnd={() => editing.setDragging(null)}
    >
      <span className="pane-item-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="pane-item-text">
        <span className="pane-item-label">{label}</span>
        {detail ? <span className="pane-item-detail">{detail}</span> : null}
      </span>
      <Tooltip title="Add at the end of the dashboard">
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined />}
          aria-label={`Add ${label}`}
          onClick={() => editing.add(item)}
        />
      </Tooltip>
    </li>
  );
}

function ChartList({ placed, saved }: { placed: ReadonlySet<number>; saved: SavedCharts }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const { state } = saved;
  const free = searchSavedCharts(state, deferred).filter((chart) => !placed.has(chart.id));
  const total = Object.keys(state.slices).length;
  return (
    <div className="pane-charts" data-test="saved-charts">
      <Input.Search
        allowClear
        placeholder="Filter your charts"
        aria-label="Filter your charts"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Checkbox
        checked={saved.onlyMine}
        onChange={(event) => saved.setOnlyMine(event.target.checked)}
        data-test="only-my-charts"
      >
        Show only my charts
      </Checkbox>
      {state.isLoading && state.lastUpdated === 0 ? (
        <Spin className="pane-loading" />
      ) : state.errorMessage ? (
        <div className="pane-error" role="alert" data-test="saved-charts-error">
          <div>{state.errorMessage}</div>
          <Button size="small" onClick={saved.reload}>
            Try again
          </Button>
        </div>
      ) : free.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            search
              ? 'No chart matches'
              : total === 0
                ? saved.onlyMine
                  ? 'You own no charts yet: untick "Show only my charts" or build one in Explore'
                  : 'There are no charts yet: build one in Explore'
                : 'Every chart is on this dashboard already'
          }
        />
      ) : (
        <ul className="pane-list" aria-label="Charts" aria-busy={state.isLoading}>
          {free.map((chart) => (
            <PaneItem
              key={chart.id}
              item={{ kind: 'new', type: 'CHART', meta: { chartId: chart.id, sliceName: chart.slice_name } }}
              label={chart.slice_name}
              detail={[chart.viz_type, chart.datasource_name_text, chart.changed_on_delta_humanized]
                .filter(Boolean)
                .join(' · ')}
              icon={<BarChartOutlined />}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Edit mode's side pane: the charts to drag in, and the layout elements. */
export function EditPane({ placed, saved }: { placed: ReadonlySet<number>; saved: SavedCharts }) {
  return (
    <aside className="edit-pane" aria-label="Add to the dashboard" data-test="edit-pane">
      <Tabs
        items={[
          { key: 'charts', label: 'Charts', children: <ChartList placed={placed} saved={saved} /> },
          {
            key: 'layout',
            label: 'Layout elements',
            children: (
              <ul className="pane-list" aria-label="Layout elements">
                {ELEMENTS.map((element) => (
                  <PaneItem
                    key={element.type}
                    item={{ kind: 'new', type: element.type }}
                    label={element.label}
                    icon={element.icon}
                  />
                ))}
              </ul>
            ),
          },
        ]}
      />
    </aside>
  );
}
