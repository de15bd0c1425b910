import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBootstrapQuery } from '../../../app/session';
import {
  ChangeDatasetModal,
  chartSql,
  type DatasourceData,
  DatasourceEditorModal,
  postToSqlLab,
  SQL_LOAD_ERROR,
} from '../../datasets';
import { type DatasetDetail, exploreApi } from '../api/exploreApi';
import { selectExplore } from '../state/exploreSlice';

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
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useBootstrapQuery().data?.user ?? null;
  const formData = useAppSelector((state) => selectExplore(state).formData);
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

  const changeTo = async (datasource: DatasourceData) => {
    const viz = formData?.viz_type;
    // The new dataset is in the cache before Explore asks for it, so Explore opens on it and not
    // on the previous answer its query hook still holds while a new one loads.
    const load = dispatch(exploreApi.endpoints.dataset.initiate(datasource.id));
    await load;
    load.unsubscribe();
    navigate(`/explore/?dataset_id=${datasource.id}${viz ? `&viz_type=${encodeURIComponent(viz)}` : ''}`);
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
        <DatasourceEditorModal datasetId={dataset.id} open onClose={() => setEditing(false)} />
      ) : null}
      <ChangeDatasetModal
        open={changing}
        currentId={dataset.id}
        onClose={() => setChanging(false)}
        onChange={(datasource) => void changeTo(datasource)}
      />
    </>
  );
}
