import { DeleteOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** One icon button of a row, with a tooltip and a label that names the object. */
export function IconAction(props: {
  readonly title: string;
  readonly icon: ReactNode;
  readonly label: string;
  readonly onClick: () => void;
  readonly testId?: string;
  readonly danger?: boolean;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        size="small"
        danger={props.danger}
        icon={props.icon}
        aria-label={props.label}
        data-test={props.testId}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** A row's edit button. */
export function EditAction(props: {
  readonly name: string;
  readonly onClick: () => void;
  readonly testId?: string;
}) {
  return (
    <IconAction
      title="Edit"
      icon={<EditOutlined />}
      label={`Edit ${props.name}`}
      onClick={props.onClick}
      testId={props.testId}
    />
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
        <IconAction
          title="Export"
          icon={<ExportOutlined />}
          label={`Export ${props.name}`}
          testId="row-export"
          onClick={props.onExport}
        />
      ) : null}
      {props.onDelete ? (
        <IconAction
          title="Delete"
          icon={<DeleteOutlined />}
          label={`Delete ${props.name}`}
          testId="row-delete"
          danger
          onClick={props.onDelete}
        />
      ) : null}
    </Space>
  );
}
