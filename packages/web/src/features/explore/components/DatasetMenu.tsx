import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazyNamed';
import { isAdminUser, useBootstrapQuery } from '../../../app/session';
import { chartActions } from '../../../charts/chartState';
import { SaveDatasetModal } from '../../datasets/components/SaveDatasetModal';
import { chartSql, postToSqlLab, SQL_LOAD_ERROR } from '../../datasets/lib/sqlLabPost';
import type { DatasetDetail } from '../api/exploreApi';
import { selectExplore } from '../state/exploreSlice';
import { ChangeDatasetDialog } from './ChangeDataset';
import { QueryPreviewModal } from './QueryPreviewModal';

const DatasourceEditorModal = lazyNamed(
  () => import('../../datasets/components/DatasourceEditorModal'),
  'DatasourceEditorModal',
);

/** Spec 000 point 7: the hint on Edit dataset for someone who does not own the dataset. */
export const NOT_OWNER_HINT =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

/**
 * The dataset card's menu (spec 000 screen 8): Edit dataset (owners only), Change dataset and
 * View in SQL Lab; for a query source (SQL Lab's "Create chart") Query preview, View in SQL Lab
 * and Save as dataset, as Superset's DatasourceControl.
 */
export function DatasetMenu({ dataset }: { dataset: DatasetDetail }) {
  return dataset.type === 'query' ? (
    <QuerySourceMenu source={dataset} />
  ) : (
    <TableSourceMenu dataset={dataset} />
  );
}

function MenuTrigger({ items, onClick }: { items: MenuProps['items']; onClick: MenuProps['onClick'] }) {
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label="Dataset menu"
        data-test="datasource-menu-trigger"
      />
    </Dropdown>
  );
}

function TableSourceMenu({ dataset }: { dataset: DatasetDetail }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const user = useBootstrapQuery().data?.user ?? null;
  const { formData, slice } = useAppSelector(selectExplore);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const owners = ((dataset as { owners?: readonly { id: number }[] }).owners ?? []).map((o) => o.id);
  const canEdit = user !== null && (isAdminUser(user) || owners.includes(user.id));

  const viewInSqlLab = async () => {
    try {
      const sql = formData ? await chartSql(formData) : `SELECT * FROM ${dataset.table_name}`;
      await postToSqlLab(`${dataset.id}__table`, sql);
    } catch {
      void message.error(SQL_LOAD_ERROR);
    }
  };

  const items: MenuProps['items'] = [
    {
      key: 'edit',
      disabled: !canEdit,
      label: canEdit ? (
        'Edit dataset'
      ) : (
        <Tooltip title={NOT_OWNER_HINT} placement="right">
          <span>Edit dataset</span>
        </Tooltip>
      ),
    },
    { key: 'change', label: 'Change dataset' },
    { key: 'sqllab', label: 'View in SQL Lab' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') setEditing(true);
    else if (key === 'change') setChanging(true);
    else if (key === 'sqllab') void viewInSqlLab();
  };

  return (
    <>
      <MenuTrigger items={items} onClick={onClick} />
      {editing ? (
        <Suspense fallback={null}>
          <DatasourceEditorModal
            datasetId={dataset.id}
            open
            onClose={() => setEditing(false)}
            // Spec 000 point 4, "Datasources set": a chart that failed before the edit starts again.
            onSaved={() => dispatch(chartActions.datasourcesSet())}
          />
        </Suspense>
      ) : null}
      <ChangeDatasetDialog
        open={changing}
        currentId={dataset.id}
        formData={formData}
        sliceId={slice?.id ?? null}
        onClose={() => setChanging(false)}
      />
    </>
  );
}

/** The menu of a SQL Lab query explored before it is a dataset. */
function QuerySourceMenu({ source }: { source: DatasetDetail }) {
  const { message } = App.useApp();
  const { formData } = useAppSelector(selectExplore);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const sql = source.sql ?? '';
  const dbId = source.database?.id;

  const openInSqlLab = () => {
    postToSqlLab(`${source.id}__query`, sql).catch(() => void message.error(SQL_LOAD_ERROR));
  };
  const items: MenuProps['items'] = [
    { key: 'preview', label: <span data-test="view-query-menu-item">Query preview</span> },
    { key: 'sqllab', label: 'View in SQL Lab' },
    { key: 'save', label: <span data-test="save-as-dataset-menu-item">Save as dataset</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'preview') setPreviewing(true);
    else if (key === 'sqllab') openInSqlLab();
    else if (key === 'save') setSaving(true);
  };

  return (
    <>
      <MenuTrigger items={items} onClick={onClick} />
      <QueryPreviewModal
        open={previewing}
        sql={sql}
        onClose={() => setPreviewing(false)}
        onSaveAsDataset={() => setSaving(true)}
        onOpenInSqlLab={openInSqlLab}
      />
      {dbId !== undefined ? (
        <SaveDatasetModal
          open={saving}
          query={{ sql, dbId, schema: source.schema ?? null, name: source.table_name }}
          formData={formData ?? undefined}
          onClose={() => setSaving(false)}
        />
      ) : null}
    </>
  );
}
