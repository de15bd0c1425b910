import { LeftOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { EditAction, RowActions } from '../../lists/components/RowActions';
import {
  type Annotation,
  useAnnotationLayerQuery,
  useAnnotationsQuery,
  useDeleteAnnotationsMutation,
} from '../api/annotationApi';
import { AnnotationModal } from './AnnotationModal';
import './annotations.css';

/** The annotations of one layer, newest first, with add, edit and delete. */
export function AnnotationListPage() {
  const { message, modal } = App.useApp();
  const layerId = Number(useParams().layerId);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Annotation | null | undefined>(undefined);
  const layer = useAnnotationLayerQuery(layerId, { skip: !Number.isInteger(layerId) });
  const list = useAnnotationsQuery({ layerId, page }, { skip: !Number.isInteger(layerId) });
  const [remove] = useDeleteAnnotationsMutation();

  const confirmDelete = (annotation: Annotation) =>
    modal.confirm({
      title: 'Delete annotation?',
      content: `Are you sure you want to delete ${annotation.short_descr}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ layerId, ids: [annotation.id] }).unwrap();
          message.success(`Deleted: ${annotation.short_descr}`);
        } catch (error) {
          message.error(`There was an issue deleting ${annotation.short_descr}: ${failureMessage(error)}`);
        }
      },
    });

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
        <Space direction="vertical" size={0}>
          <Link to="/annotationlayer/list/">
            <LeftOutlined /> Annotation layers
          </Link>
          <Typography.Title level={3} className="page-title">
            {layer.data?.name ?? 'Annotation layer'}
          </Typography.Title>
          {layer.data?.descr ? <Typography.Text type="secondary">{layer.data.descr}</Typography.Text> : null}
        </Space>
        <div className="list-header-actions">{add}</div>
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
          <Table<Annotation>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.result as Annotation[] | undefined}
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
                    onDelete={() => confirmDelete(a)}
                  />
                ),
              },
            ]}
          />
        )}
      </div>
      <AnnotationModal
        open={editing !== undefined}
        layerId={layerId}
        annotation={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
