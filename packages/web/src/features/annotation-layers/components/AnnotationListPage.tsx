import { DeleteOutlined, LeftOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DeleteModal } from '../../lists/components/DeleteModal';
import { EditAction, RowActions } from '../../lists/components/RowActions';
import { deletedMessage, deletingFailure } from '../../lists/lib/messages';
import {
  type Annotation,
  useAnnotationLayerQuery,
  useAnnotationsQuery,
  useDeleteAnnotationsMutation,
} from '../api/annotationApi';
import { AnnotationModal } from './AnnotationModal';
import './annotations.css';

/** The annotations of one layer, newest first, with add, edit, delete and bulk delete. */
export function AnnotationListPage() {
  const { message } = App.useApp();
  const layerId = Number(useParams().layerId);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Annotation | null | undefined>(undefined);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [toDelete, setToDelete] = useState<readonly Annotation[] | null>(null);
  const layer = useAnnotationLayerQuery(layerId, { skip: !Number.isInteger(layerId) });
  const list = useAnnotationsQuery({ layerId, page }, { skip: !Number.isInteger(layerId) });
  const [remove, removing] = useDeleteAnnotationsMutation();
  const rows = (list.data?.result ?? []) as readonly Annotation[];

  // One call for one row or many (DELETE .../annotation/?q=!(ids)), as Superset's list does.
  const runDelete = async () => {
    if (!toDelete) return;
    const names = toDelete.map((annotation) => annotation.short_descr);
    try {
      await remove({ layerId, ids: toDelete.map((annotation) => annotation.id) }).unwrap();
      message.success(deletedMessage(names));
      setSelected([]);
      setToDelete(null);
    } catch (error) {
      message.error(deletingFailure(names, failureMessage(error)));
    }
  };

  if (layer.error) {
    return (
      <ErrorMessage
        title="Could not load the annotation layer"
        message={`An error occurred while fetching annotation layer info: ${failureMessage(layer.error)}`}
      />
    );
  }
  const add = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setEditing(null)}
      data-test="annotation-add"
    >
      Annotation
    </Button>
  );
  return (
    <div className="list-page">
      <div className="list-header">
        <Space orientation="vertical" size={0}>
          <Link to="/annotationlayer/list/">
            <LeftOutlined /> Annotation layers
          </Link>
          <Typography.Title level={3} className="page-title">
            {layer.data?.name ?? 'Annotation layer'}
          </Typography.Title>
          {layer.data?.descr ? <Typography.Text type="secondary">{layer.data.descr}</Typography.Text> : null}
        </Space>
        <div className="list-header-actions">
          <Space>
            <Button
              onClick={() => {
                setSelecting(!selecting);
                setSelected([]);
              }}
              data-test="bulk-select"
            >
              {selecting ? 'Cancel selection' : 'Bulk select'}
            </Button>
            {add}
          </Space>
        </div>
      </div>
      <div className="list-body">
        {list.error ? (
          <ErrorMessage
            title="Could not load annotations"
            message={`An error occurred while fetching annotations: ${failureMessage(list.error)}`}
            action={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : list.data && list.data.count === 0 ? (
          <EmptyState
            title="No annotations yet"
            description="Add an event (start and end the same) or a period; charts with this layer draw it on their time axis."
            action={add}
          />
        ) : (
          <>
            {selecting ? (
              <div className="list-bulk-bar" data-test="bulk-bar">
                <Typography.Text>{selected.length} selected</Typography.Text>
                <Button
                  size="small"
                  onClick={() => setSelected(rows.map((annotation) => annotation.id))}
                  disabled={rows.length === 0}
                >
                  Select all
                </Button>
                <Button size="small" onClick={() => setSelected([])} disabled={selected.length === 0}>
                  Deselect all
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={selected.length === 0}
                  onClick={() => setToDelete(rows.filter((annotation) => selected.includes(annotation.id)))}
                  data-test="bulk-delete"
                >
                  Delete
                </Button>
              </div>
            ) : null}
            <Table<Annotation>
              rowKey="id"
              size="middle"
              loading={list.isFetching}
              dataSource={[...rows]}
              rowSelection={
                selecting
                  ? { selectedRowKeys: [...selected], onChange: (keys) => setSelected(keys.map(Number)) }
                  : undefined
              }
              onRow={() => ({ 'data-test': 'list-row' }) as never}
              pagination={{
                current: page + 1,
                pageSize: 25,
                total: list.data?.count ?? 0,
                hideOnSinglePage: true,
                onChange: (next) => setPage(next - 1),
              }}
              columns={[
                { key: 'short_descr', title: 'Name', render: (_, a) => a.short_descr },
                {
                  key: 'long_descr',
                  title: 'Description',
                  ellipsis: true,
                  render: (_, a) => a.long_descr || '—',
                },
                {
                  key: 'start_dttm',
                  title: 'Start',
                  width: 180,
                  render: (_, a) => a.start_dttm.replace('T', ' '),
                },
                { key: 'end_dttm', title: 'End', width: 180, render: (_, a) => a.end_dttm.replace('T', ' ') },
                {
                  key: 'actions',
                  title: 'Actions',
                  width: 100,
                  render: (_, a) => (
                    <RowActions
                      name={a.short_descr}
                      edit={<EditAction name={a.short_descr} onClick={() => setEditing(a)} />}
                      onDelete={() => setToDelete([a])}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
      <DeleteModal
        open={toDelete !== null}
        title={toDelete && toDelete.length > 1 ? 'Delete annotations?' : 'Delete annotation?'}
        description={
          toDelete && toDelete.length === 1
            ? `Are you sure you want to delete ${toDelete[0]?.short_descr}?`
            : `Are you sure you want to delete the ${toDelete?.length ?? 0} selected annotations?`
        }
        busy={removing.isLoading}
        onConfirm={() => void runDelete()}
        onCancel={() => setToDelete(null)}
      />
      <AnnotationModal
        open={editing !== undefined}
        layerId={layerId}
        annotation={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
