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
import { Button, Empty, Input, Spin, Tabs, Tooltip } from 'antd';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { type PickableChart, usePickableChartsQuery } from '../../api/dashboardApi';
import type { DragItem } from './editing';
import { useLayoutEditing } from './editing';

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

function ChartList({ placed }: { placed: ReadonlySet<number> }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const charts = usePickableChartsQuery(deferred);
  const free = (charts.data ?? []).filter((chart: PickableChart) => !placed.has(chart.id));
  return (
    <div className="pane-charts">
      <Input.Search
        allowClear
        placeholder="Filter your charts"
        aria-label="Filter your charts"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {charts.isFetching && !charts.data ? (
        <Spin className="pane-loading" />
      ) : charts.error ? (
        <div className="pane-error" role="alert">
          Charts could not load.
        </div>
      ) : free.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={search ? 'No chart matches' : 'Every chart is on this dashboard already'}
        />
      ) : (
        <ul className="pane-list" aria-label="Charts">
          {free.map((chart) => (
            <PaneItem
              key={chart.id}
              item={{ kind: 'new', type: 'CHART', meta: { chartId: chart.id, sliceName: chart.slice_name } }}
              label={chart.slice_name}
              detail={[chart.viz_type, chart.datasource_name_text].filter(Boolean).join(' · ')}
              icon={<BarChartOutlined />}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Edit mode's side pane: the charts to drag in, and the layout elements. */
export function EditPane({ placed }: { placed: ReadonlySet<number> }) {
  return (
    <aside className="edit-pane" aria-label="Add to the dashboard" data-test="edit-pane">
      <Tabs
        items={[
          { key: 'charts', label: 'Charts', children: <ChartList placed={placed} /> },
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
