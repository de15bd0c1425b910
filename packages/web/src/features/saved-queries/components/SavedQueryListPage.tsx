/** /savedqueryview/list/: the user's saved queries on the shared list page; a name opens it in SQL Lab. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { Modified, Tags } from '../../lists/components/Cells';
import { CopyLinkAction } from '../../lists/components/CopyLinkAction';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import type { SavedQuery } from '../../sqllab/api/sqllabApi';

export const savedQueryPath = (id: number) => `/sqllab/?savedQueryId=${id}`;
/** The address a copied link carries: Superset's own SQL Lab deep link, so it works there too. */
export const savedQueryShareLink = (id: number) => `/superset/sqllab?savedQueryId=${id}`;

const openSqlLab = (
  <Link to="/sqllab/">
    <Button type="primary">Open SQL Lab</Button>
  </Link>
);

export const savedQueryConfig: ResourceConfig<SavedQuery> = {
  resource: 'saved_query',
  // Superset's saved-query list exports and imports v1 bundles, as the other lists do.
  transfer: 'saved_query',
  title: 'Saved queries',
  noun: { singular: 'saved query', plural: 'saved queries' },
  spec: {
    search: { col: 'label', opr: 'all_text' },
    filters: [
      { key: 'database', col: 'database', opr: 'rel_o_m' },
      { key: 'schema', col: 'schema', opr: 'eq' },
      { key: 'tag', col: 'tags', opr: 'saved_query_tag_id' },
    ],
  },
  filters: [
    { key: 'database', label: 'Database', options: { kind: 'related', column: 'database' } },
    { key: 'schema', label: 'Schema', options: { kind: 'distinct', column: 'schema' } },
    { key: 'tag', label: 'Tag', options: { kind: 'related', column: 'tags' } },
  ],
  nameOf: (item) => item.label,
  create: openSqlLab,
  // Superset's "Copy query URL" row action.
  readerAction: (item) => (
    <CopyLinkAction name={item.label} path={savedQueryShareLink(item.id)} title="Copy query URL" />
  ),
  editAction: (item) => (
    <Tooltip title="Open in SQL Lab">
      <Link to={savedQueryPath(item.id)} aria-label={`Edit ${item.label}`}>
        <Button type="text" size="small" icon={<EditOutlined />} tabIndex={-1} />
      </Link>
    </Tooltip>
  ),
  emptyHint: 'Write a query in SQL Lab and press Save to keep it here.',
  columns: ({ actions }) => [
    {
      key: 'label',
      title: 'Name',
      sorter: true,
      ellipsis: true,
      render: (_, item) => (
        <Link to={savedQueryPath(item.id)} className="list-name" title={`Open ${item.label} in SQL Lab`}>
          {item.label}
        </Link>
      ),
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
      width: 120,
      ellipsis: true,
      render: (_, item) => item.schema || '—',
    },
    {
      key: 'sql',
      title: 'SQL',
      ellipsis: true,
      render: (_, item) => (
        <Typography.Text code className="saved-query-sql" title={item.sql}>
          {item.sql.replace(/\s+/g, ' ')}
        </Typography.Text>
      ),
    },
    { key: 'tags', title: 'Tags', width: 140, render: (_, item) => <Tags tags={item.tags} /> },
    {
      key: 'changed_on_delta_humanized',
      title: 'Modified',
      sorter: true,
      width: 150,
      render: (_, item) => <Modified delta={item.changed_on_delta_humanized} />,
    },
    { key: 'actions', title: 'Actions', width: 100, render: (_, item) => actions(item) },
  ],
};

export function SavedQueryListPage() {
  return <ResourceListPage config={savedQueryConfig} />;
}
