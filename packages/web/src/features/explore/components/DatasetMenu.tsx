import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazyNamed';
import { useBootstrapQuery } from '../../../app/session';
import { chartSql, postToSqlLab, SQL_LOAD_ERROR } from '../../datasets/lib/sqlLabPost';
import type { DatasetDetail } from '../api/exploreApi';
import { selectExplore } from '../state/exploreSlice';
import { ChangeDatasetDialog } from './ChangeDataset';

const DatasourceEditorModal = lazyNamed(
  () => import('../../datasets/components/DatasourceEditorModal'),
  'DatasourceEditorModal',
);

/** Spec 000 point 7: the hint on Edit dataset for someone who does not own the dataset. */
export const NOT_OWNER_HINT =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

function isAdmin(roles: unknown): boolean {
  if (Array.isArray(roles)) return roles.includes('Admin');
  return typeof roles === 'object' && roles !== null && 'Admin' in roles;
}

/**
 * The dataset card's menu (spec 000 screen 8): Edit dataset (owners only), Change dataset and
 * View in SQL Lab.
 */
export function DatasetMenu({ dataset }: { dataset: DatasetDetail }) {
  const { message } = App.useApp();
  const user = useBootstrapQuery().data?.user ?? null;
  const { formData, slice } = useAppSelector(selectExplore);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const owners = ((dataset as { owners?: readonly { id: number }[] }).owners ?? []).map((o) => o.id);
  const canEdit = user !== null && (isAdmin(user.roles) || owners.includes(user.id));

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
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label="Dataset menu"
          data-test="datasource-menu-trigger"
        />
      </Dropdown>
      {editing ? (
        <Suspense fallback={null}>
          <DatasourceEditorModal datasetId={dataset.id} open onClose={() => setEditing(false)} />
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
