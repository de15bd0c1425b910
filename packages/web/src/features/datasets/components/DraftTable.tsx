/**
 * What the dataset editor's Metrics, Columns and Calculated columns tabs share: the table with its
 * "Add item" bar and expandable details, the description field of the details, and the label,
 * SQL expression and delete columns. Each tab only says which fields it shows.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A draft row of the editor: a stable key and the fields every kind of row has. */
export interface DraftRow {
  readonly key: string;
  readonly verbose_name: string;
  readonly expression: string;
  readonly description: string;
}

export type Patch<T> = (key: string, change: Partial<T>) => void;
type Column<T> = ColumnsType<T>[number];

export function DescriptionField(props: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (description: string) => void;
}) {
  return (
    <label className="dataset-editor-field wide" htmlFor={`${props.id}-description`}>
      <span>Description</span>
      <Input.TextArea
        id={`${props.id}-description`}
        value={props.value}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

export function labelColumn<T extends DraftRow>(
  width: number,
  ariaLabel: (row: T) => string,
  patch: Patch<T>,
): Column<T> {
  return {
    title: 'Label',
    key: 'verbose_name',
    width,
    render: (_, row) => (
      <Input
        aria-label={ariaLabel(row)}
        value={row.verbose_name}
        placeholder="Label"
        onChange={(e) => patch(row.key, { verbose_name: e.target.value } as Partial<T>)}
      />
    ),
  };
}

/** The SQL expression, marked invalid while empty. */
export function expressionColumn<T extends DraftRow>(
  ariaLabel: string,
  placeholder: string,
  patch: Patch<T>,
): Column<T> {
  return {
    title: 'SQL expression',
    key: 'expression',
    render: (_, row) => (
      <Input.TextArea
        aria-label={ariaLabel}
        className="dataset-editor-sql"
        value={row.expression}
        status={row.expression.trim() ? undefined : 'error'}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={placeholder}
        onChange={(e) => patch(row.key, { expression: e.target.value } as Partial<T>)}
      />
    ),
  };
}

export function deleteColumn<T extends DraftRow>(
  ariaLabel: (row: T) => string,
  onDelete: (row: T) => void,
): Column<T> {
  return {
    title: <span className="visually-hidden">Actions</span>,
    key: 'actions',
    width: 48,
    render: (_, row) => (
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={ariaLabel(row)}
        onClick={() => onDelete(row)}
      />
    ),
  };
}

/** The table of a tab: an "Add item" bar when rows can be added, and each row's details on expand. */
export function DraftTable<T extends DraftRow>(props: {
  readonly rows: readonly T[];
  readonly columns: ColumnsType<T>;
  readonly details: (row: T) => ReactNode;
  readonly emptyText: string;
  readonly onAdd?: () => void;
  readonly toolbar?: ReactNode;
}) {
  return (
    <div className="dataset-editor-table">
      <div className="dataset-editor-table-actions">
        {props.onAdd ? (
          <Button icon={<PlusOutlined />} onClick={props.onAdd}>
            Add item
          </Button>
        ) : null}
        {props.toolbar}
      </div>
      <Table<T>
        size="small"
        rowKey="key"
        columns={props.columns}
        dataSource={[...props.rows]}
        pagination={false}
        expandable={{ expandedRowRender: props.details }}
        locale={{ emptyText: props.emptyText }}
      />
    </div>
  );
}
