import { Alert, Button, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../app/api';
import './security.css';

export interface TableState {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

export const initialTableState: TableState = { search: '', page: 0, pageSize: 25 };

/** A titled, searchable, paged Ant Design table: the frame of each security page. */
export function SecurityTable<T extends { id: number }>(props: {
  readonly title: string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly searchLabel: string;
  readonly state: TableState;
  readonly onState: (state: TableState) => void;
  readonly columns: ColumnsType<T>;
  readonly rows: readonly T[] | undefined;
  readonly count: number;
  readonly loading: boolean;
  readonly error: unknown;
  readonly emptyText: string;
  readonly testId: string;
  readonly children?: ReactNode;
}) {
  const { state, onState } = props;
  return (
    <div className="security-page" data-test={props.testId}>
      <div className="security-page-header">
        <h1>{props.title}</h1>
        <Button type="primary" onClick={props.onAdd} data-test={`${props.testId}-add`}>
          {props.addLabel}
        </Button>
      </div>
      <Input.Search
        className="security-toolbar"
        allowClear
        aria-label={props.searchLabel}
        placeholder={props.searchLabel}
        onSearch={(search) => onState({ ...state, search, page: 0 })}
      />
      {props.error ? (
        <Alert type="error" showIcon title={failureMessage(props.error)} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={props.columns}
        dataSource={props.rows ? [...props.rows] : []}
        loading={props.loading}
        locale={{ emptyText: props.emptyText }}
        pagination={{
          current: state.page + 1,
          pageSize: state.pageSize,
          total: props.count,
          showSizeChanger: true,
          onChange: (page, pageSize) => onState({ ...state, page: page - 1, pageSize }),
        }}
      />
      {props.children}
    </div>
  );
}
