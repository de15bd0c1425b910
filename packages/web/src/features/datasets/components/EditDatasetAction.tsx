import { EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { DatasourceEditorModal } from './DatasourceEditorModal';

/** A list row's Edit action: opens the edit-dataset modal for that dataset. */
export function EditDatasetAction({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Edit">
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${name}`}
          data-test="row-edit"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open ? <DatasourceEditorModal datasetId={id} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
