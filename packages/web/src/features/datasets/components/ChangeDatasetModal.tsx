import { SearchOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Input, type InputRef, Modal, Table, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { request } from '../../../app/http';
import { useFocusAfterOpen } from '../../../app/useFocusAfterOpen';
import { type DatasetPageArgs, type DatasetRow, useDatasetPageQuery } from '../api/datasourceApi';
import type { DatasourceData, DatasourceOwner } from '../lib/draft';
import './datasets.css';

/** Spec 000's strings for the dialog. */
export const CHANGE_WARNING =
  'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';
export const CHANGED = 'Successfully changed dataset!';
const PAGE_SIZE = 20;
/**
 * The list is asked for after this pause in typing (the spec gives no delay; this is Superset's
 * SLOW_DEBOUNCE, which its change-dataset dialog uses).
 */
export const SEARCH_DEBOUNCE_MS = 500;

const initials = (o: DatasourceOwner) =>
  `${o.first_name?.[0] ?? ''}${o.last_name?.[0] ?? ''}`.toUpperCase() ||
  (o.username?.[0] ?? '?').toUpperCase();
const fullName = (o: DatasourceOwner) =>
  [o.first_name, o.last_name].filter(Boolean).join(' ') || o.username || '';

function Owners({ owners }: { owners: readonly DatasourceOwner[] }) {
  return (
    <Avatar.Group max={{ count: 4 }} size="small">
      {owners.map((o) => (
        <Tooltip key={o.id} title={fullName(o)}>
          <Avatar size="small">{initials(o)}</Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}

const COLUMNS: ColumnsType<DatasetRow> = [
  {
    title: 'Name',
    dataIndex: 'table_name',
    key: 'table_name',
    sorter: true,
    render: (name: string) => (
      <Tooltip title={name.length > 25 ? name : undefined}>
        <span className="change-dataset-name">{name}</span>
      </Tooltip>
    ),
  },
  {
    title: 'Type',
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: string) => (kind === 'virtual' ? 'Virtual' : 'Physical'),
  },
  { title: 'Schema', dataIndex: 'schema', key: 'schema', sorter: true },
  {
    title: 'Connection',
    key: 'database',
    render: (_, row) => row.database?.database_name ?? '',
  },
  { title: 'Owners', key: 'owners', render: (_, row) => <Owners owners={row.owners ?? []} /> },
];

/**
 * The change-dataset dialog (spec 000 screen 6): a server-paginated, searchable, sortable table;
 * choosing a row asks to confirm; Proceed fetches the dataset (`/datasource/get/`) and hands it over.
 */
export function ChangeDatasetModal({
  open,
  onClose,
  onChange,
  currentId,
}: {
  open: boolean;
  onClose: () => void;
  onChange: (datasource: DatasourceData) => void;
  currentId?: number;
}) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [args, setArgs] = useState<DatasetPageArgs>({
    search: '',
    page: 0,
    pageSize: PAGE_SIZE,
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
  });
  const [chosen, setChosen] = useState<DatasetRow | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const page = useDatasetPageQuery(args, { skip: !open });

  // The cursor goes to the search box once the dialog has opened (spec 000: 200 ms).
  const searchBox = useFocusAfterOpen<InputRef>(open && !chosen);

  useEffect(() => {
    const timer = setTimeout(
      () => setArgs((a) => (a.search === typed ? a : { ...a, search: typed, page: 0 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (!open) setChosen(null);
  }, [open]);

  const onTable = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<DatasetRow> | SorterResult<DatasetRow>[],
  ) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = sort?.order
      ? (sort.columnKey as DatasetPageArgs['orderColumn'])
      : 'changed_on_delta_humanized';
    setArgs((a) => ({
      ...a,
      page: (pagination.current ?? 1) - 1,
      orderColumn: column,
      orderDirection: sort?.order === 'ascend' ? 'asc' : 'desc',
    }));
  };

  const proceed = async () => {
    if (!chosen) return;
    setProceeding(true);
    try {
      const datasource = await request<DatasourceData>(`/datasource/get/table/${chosen.id}/`);
      onChange(datasource);
      void message.success(CHANGED);
      onClose();
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setProceeding(false);
    }
  };

  const footer = chosen ? (
    <>
      <Button onClick={() => setChosen(null)}>Cancel</Button>
      <Button type="primary" loading={proceeding} onClick={() => void proceed()}>
        Proceed
      </Button>
    </>
  ) : null;

  return (
    <Modal open={open} onCancel={onClose} width={1000} title="Change dataset" footer={footer} destroyOnHidden>
      {chosen ? (
        <div className="change-dataset-confirm">
          <Alert type="warning" showIcon title="Warning!" description={CHANGE_WARNING} />
          <p className="change-dataset-choice">
            Change to <strong>{chosen.table_name}</strong>?
          </p>
        </div>
      ) : (
        <>
          <Alert className="change-dataset-warning" type="warning" showIcon title={CHANGE_WARNING} />
          <Input
            className="change-dataset-search"
            ref={searchBox}
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Search / Filter"
            aria-label="Search datasets"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          {page.error ? (
            <Alert
              type="error"
              showIcon
              title="The datasets could not be loaded"
              description={failureMessage(page.error)}
            />
          ) : null}
          <Table<DatasetRow>
            className="change-dataset-table"
            size="small"
            rowKey="id"
            columns={COLUMNS}
            dataSource={page.data?.rows ?? []}
            loading={page.isFetching}
            onChange={onTable}
            rowClassName={(row) => (row.id === currentId ? 'change-dataset-current' : '')}
            onRow={(row) => ({
              onClick: () => setChosen(row),
              onKeyDown: (event) => {
                if (event.key === 'Enter') setChosen(row);
              },
              tabIndex: 0,
              'aria-label': `Choose ${row.table_name}`,
            })}
            pagination={{
              current: args.page + 1,
              pageSize: PAGE_SIZE,
              total: page.data?.count ?? 0,
              showSizeChanger: false,
            }}
            locale={{ emptyText: typed ? `No datasets match “${typed}”` : 'No datasets' }}
          />
        </>
      )}
    </Modal>
  );
}
