import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyNamed } from '../../../app/lazyNamed';
import type { DatasetListItem } from '../api/listApi';
import { certificationOf } from '../lib/certification';
import { Certified, Modified } from './Cells';
import { booleanOptions } from './FilterBar';
import { Owners } from './Owners';
import { type ResourceConfig, ResourceListPage } from './ResourceListPage';

// The dataset editor (and through it the chart registry) loads with the first edit button, not
// with the list: the list is among the first pages a user opens.
const EditDatasetAction = lazyNamed(
  () => import('../../datasets/components/EditDatasetAction'),
  'EditDatasetAction',
);

/** The certified badge of a dataset, read from its extra JSON as Superset stores it. */
function DatasetCertified({ extra }: { readonly extra?: string | null }) {
  const certification = certificationOf(extra);
  return certification ? <Certified by={certification.certifiedBy} details={certification.details} /> : null;
}

const datasetConfig = (create: ReactNode): ResourceConfig<DatasetListItem> => ({
  resource: 'dataset',
  title: 'Datasets',
  noun: { singular: 'dataset', plural: 'datasets' },
  spec: {
    search: { col: 'table_name', opr: 'ct' },
    filters: [
      { key: 'owner', col: 'owners', opr: 'rel_m_m' },
      { key: 'database', col: 'database', opr: 'rel_o_m' },
      { key: 'schema', col: 'schema', opr: 'eq' },
      { key: 'type', col: 'sql', opr: 'dataset_is_null_or_empty' },
      { key: 'certified', col: 'id', opr: 'dataset_is_certified' },
    ],
  },
  filters: [
    { key: 'owner', label: 'Owner', options: { kind: 'related', column: 'owners' } },
    { key: 'database', label: 'Database', options: { kind: 'related', column: 'database' } },
    { key: 'schema', label: 'Schema', options: { kind: 'distinct', column: 'schema' } },
    {
      key: 'type',
      label: 'Type',
      options: booleanOptions('Physical', 'Virtual'),
    },
    { key: 'certified', label: 'Certified', options: booleanOptions() },
  ],
  nameOf: (item) => item.table_name,
  editAction: (item) => (
    <Suspense fallback={null}>
      <EditDatasetAction id={item.id} name={item.table_name} />
    </Suspense>
  ),
  transfer: 'dataset',
  create,
  emptyHint:
    'Datasets come from tables in connected databases. Start Tessera with the examples, or ask an administrator to add a database.',
  columns: ({ actions }) => [
    {
      key: 'table_name',
      title: 'Name',
      sorter: true,
      ellipsis: true,
      render: (_, item) => (
        <>
          <Link
            to={`/explore/?dataset_id=${item.id}`}
            className="list-name"
            title={`Explore ${item.table_name}`}
          >
            {item.table_name}
          </Link>
          <DatasetCertified extra={item.extra} />
        </>
      ),
    },
    {
      key: 'kind',
      title: 'Type',
      width: 110,
      render: (_, item) => <Tag>{item.kind === 'virtual' ? 'Virtual' : 'Physical'}</Tag>,
    },
    {
      key: 'database.database_name',
      title: 'Database',
      sorter: true,
      width: 160,
      ellipsis: true,
      render: (_, item) => item.database?.database_name ?? '—',
    },
    {
      key: 'schema',
      title: 'Schema',
      sorter: true,
      width: 130,
      ellipsis: true,
      render: (_, item) => item.schema || '—',
    },
    { key: 'owners', title: 'Owners', width: 120, render: (_, item) => <Owners owners={item.owners} /> },
    {
      key: 'changed_on_delta_humanized',
      title: 'Modified',
      sorter: true,
      width: 150,
      render: (_, item) => <Modified delta={item.changed_on_delta_humanized} by={item.changed_by_name} />,
    },
    { key: 'actions', title: 'Actions', width: 100, render: (_, item) => actions(item) },
  ],
});

export function DatasetListPage() {
  const navigate = useNavigate();
  // Superset's "+ Dataset": a dataset from a table of a connected database (/dataset/add/).
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-test="create-dataset"
      onClick={() => navigate('/dataset/add/')}
    >
      Dataset
    </Button>
  );
  return <ResourceListPage config={datasetConfig(create)} />;
}
