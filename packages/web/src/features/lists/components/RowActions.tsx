import { DeleteOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A row's edit button (an icon, labelled with the object's name). */
export function EditAction(props: {
  readonly name: string;
  readonly onClick: () => void;
  readonly testId?: string;
}) {
  return (
    <Tooltip title="Edit">
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit ${props.name}`}
        onClick={props.onClick}
        data-test={props.testId}
      />
    </Tooltip>
  );
}

/** A row's actions, each a labelled icon button (keyboard reachable; the label names the object). */
export function RowActions(props: {
  readonly name: string;
  /** Actions before edit that every reader gets */
  readonly extra?: ReactNode;
  readonly edit?: ReactNode;
  readonly onDelete?: () => void;
  readonly onExport?: () => void;
}) {
  return (
    <Space size={2} className="row-actions">
      {props.extra}
      {props.edit}
      {props.onExport ? (
        <Tooltip title="Export">
          <Button
            type="text"
            size="small"
            icon={<ExportOutlined />}
            aria-label={`Export ${props.name}`}
            data-test="row-export"
            onClick={props.onExport}
          />
        </Tooltip>
      ) : null}
      {props.onDelete ? (
        <Tooltip title="Delete">
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${props.name}`}
            data-test="row-delete"
            onClick={props.onDelete}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}
