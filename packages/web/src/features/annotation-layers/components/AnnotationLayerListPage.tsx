import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modified } from '../../lists/components/Cells';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import { EditAction } from '../../lists/components/RowActions';
import type { AnnotationLayer } from '../api/annotationApi';
import { LayerModal } from './LayerModal';

export const layerPath = (layer: { id: number }) => `/annotationlayer/${layer.id}/annotation/`;

const creatorOf = (layer: AnnotationLayer) =>
  [layer.created_by?.first_name, layer.created_by?.last_name].filter(Boolean).join(' ') || '—';

/** Annotation layers: the shared list page, with a dialog to add or edit a layer. */
export function AnnotationLayerListPage() {
  const [editing, setEditing] = useState<AnnotationLayer | null | undefined>(undefined);
  const config: ResourceConfig<AnnotationLayer> = {
    resource: 'annotation_layer',
    title: 'Annotation layers',
    noun: { singular: 'annotation layer', plural: 'annotation layers' },
    spec: {
      search: { col: 'name', opr: 'ct' },
      filters: [{ key: 'createdBy', col: 'created_by', opr: 'rel_o_m' }],
    },
    filters: [{ key: 'createdBy', label: 'Created by', options: { kind: 'related', column: 'created_by' } }],
    nameOf: (layer) => layer.name,
    create: (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-test="layer-add">
        Annotation layer
      </Button>
    ),
    editAction: (layer) => <EditAction name={layer.name} onClick={() => setEditing(layer)} />,
    emptyHint:
      'An annotation layer holds events and periods (releases, outages, campaigns) that charts can draw over their time axis.',
    columns: ({ actions }) => [
      {
        key: 'name',
        title: 'Name',
        sorter: true,
        ellipsis: true,
        render: (_, layer) => (
          <Link to={layerPath(layer)} className="list-name">
            {layer.name}
          </Link>
        ),
      },
      { key: 'descr', title: 'Description', ellipsis: true, render: (_, layer) => layer.descr || '—' },
      { key: 'created_by', title: 'Created by', width: 150, render: (_, layer) => creatorOf(layer) },
      {
        key: 'changed_on_delta_humanized',
        title: 'Modified',
        sorter: true,
        width: 150,
        render: (_, layer) => (
          <Modified delta={layer.changed_on_delta_humanized} by={layer.changed_by_name} />
        ),
      },
      { key: 'actions', title: 'Actions', width: 100, render: (_, layer) => actions(layer) },
    ],
  };
  return (
    <>
      <ResourceListPage config={config} />
      <LayerModal
        open={editing !== undefined}
        layer={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => undefined}
      />
    </>
  );
}
