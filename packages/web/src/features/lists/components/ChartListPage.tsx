import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { getVizType, isKnownVizType } from '@tessera/core';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ChartListItem } from '../api/listApi';
import { Certified, Modified, Tags } from './Cells';
import { booleanOptions } from './FilterBar';
import { Owners } from './Owners';
import { type ResourceConfig, ResourceListPage } from './ResourceListPage';

/** The chart type's display name, from core's list of viz types (the plugins stay out of the list page's bundle). */
export function vizTypeName(vizType: string): string {
  return isKnownVizType(vizType) ? getVizType(vizType).name : vizType;
}

const chartPath = (item: ChartListItem) => `/explore/?slice_id=${item.id}`;

function chartConfig(create: React.ReactNode): ResourceConfig<ChartListItem> {
  return {
    resource: 'chart',
    title: 'Charts',
    noun: { singular: 'chart', plural: 'charts' },
    spec: {
      search: { col: 'slice_name', opr: 'chart_all_text' },
      filters: [
        { key: 'type', col: 'viz_type', opr: 'eq' },
        { key: 'owner', col: 'owners', opr: 'rel_m_m' },
        { key: 'dashboard', col: 'dashboards', opr: 'rel_m_m' },
        { key: 'favorite', col: 'id', opr: 'chart_is_favorite' },
        { key: 'certified', col: 'id', opr: 'chart_is_certified' },
        // Superset's ChartTagIdFilter: charts carrying the chosen custom tag.
        { key: 'tag', col: 'tags', opr: 'chart_tag_id' },
      ],
    },
    filters: [
      { key: 'type', label: 'Type', options: { kind: 'distinct', column: 'viz_type', label: vizTypeName } },
      { key: 'owner', label: 'Owner', options: { kind: 'related', column: 'owners' } },
      { key: 'dashboard', label: 'Dashboard', options: { kind: 'related', column: 'dashboards' } },
      { key: 'favorite', label: 'Favorite', options: booleanOptions() },
      { key: 'certified', label: 'Certified', options: booleanOptions() },
      { key: 'tag', label: 'Tag', options: { kind: 'related', column: 'tags' } },
    ],
    nameOf: (item) => item.slice_name,
    favorite: 'chart',
    transfer: 'chart',
    create,
    emptyHint: 'Pick a dataset and build your first chart in Explore.',
    columns: ({ star, actions }) => [
      {
        key: 'slice_name',
        title: 'Name',
        sorter: true,
        ellipsis: true,
        render: (_, item) => (
          <span className="name-cell">
            {star(item)}
            <Link to={chartPath(item)} className="list-name">
              {item.slice_name}
            </Link>
            <Certified by={item.certified_by} details={item.certification_details} />
          </span>
        ),
      },
      {
        key: 'viz_type',
        title: 'Type',
        sorter: true,
        width: 150,
        render: (_, item) => vizTypeName(item.viz_type),
      },
      {
        key: 'datasource_name_text',
        title: 'Dataset',
        width: 170,
        ellipsis: true,
        render: (_, item) =>
          item.datasource_id ? (
            <Link to={`/explore/?dataset_id=${item.datasource_id}`}>{item.datasource_name_text}</Link>
          ) : (
            (item.datasource_name_text ?? '—')
          ),
      },
      { key: 'tags', title: 'Tags', width: 120, render: (_, item) => <Tags tags={item.tags} /> },
      { key: 'owners', title: 'Owners', width: 110, render: (_, item) => <Owners owners={item.owners} /> },
      {
        key: 'changed_on_delta_humanized',
        title: 'Modified',
        sorter: true,
        width: 140,
        render: (_, item) => <Modified delta={item.changed_on_delta_humanized} by={item.changed_by_name} />,
      },
      { key: 'actions', title: 'Actions', width: 100, render: (_, item) => actions(item) },
    ],
    card: (item) => ({
      title: item.slice_name,
      url: chartPath(item),
      cover: (
        <>
          <BarChartOutlined aria-hidden />
          <span>{vizTypeName(item.viz_type)}</span>
        </>
      ),
      badges: <Certified by={item.certified_by} details={item.certification_details} />,
      subtitle: item.datasource_name_text,
      footer: (
        <>
          <span className="muted">
            {item.changed_on_delta_humanized ? `Modified ${item.changed_on_delta_humanized}` : ''}
          </span>
          <Owners owners={item.owners} />
        </>
      ),
    }),
  };
}

export function ChartListPage() {
  const navigate = useNavigate();
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/chart/add')}>
      Chart
    </Button>
  );
  return <ResourceListPage config={chartConfig(create)} />;
}
