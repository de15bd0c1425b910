import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';

const PREVIEW_ROWS = 1000;

/** The collapsible bottom panel: the last result's rows and the SQL that produced them. */
export function ResultsPanel({ chartId }: { chartId: string }) {
  const [open, setOpen] = useState(false);
  const result = useAppSelector((state) => state.charts[chartId]?.queriesResponse?.[0]);
  const failed = useAppSelector((state) => state.charts[chartId]?.chartStatus === 'failed');
  const rows = useMemo(
    // A legacy (explore_json) answer's data is its viz payload, which may be an object, not rows.
    () =>
      (Array.isArray(result?.data) ? result.data : [])
        .slice(0, PREVIEW_ROWS)
        .map((row, index) => ({ ...row, __key: index })),
    [result],
  );
  const columns = (result?.colnames ?? []).map((name) => ({
    key: name,
    dataIndex: name,
    title: name,
    ellipsis: true,
    width: 160,
    render: (value: unknown) =>
      value === null || value === undefined ? <span className="tessera-null">∅</span> : String(value),
  }));
  const count = result?.rowcount ?? 0;
  return (
    <div className={open ? 'results-panel open' : 'results-panel'}>
      <div className="results-panel-bar">
        <Button
          type="text"
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          icon={open ? <DownOutlined /> : <UpOutlined />}
          data-test="results-toggle"
        >
          {open ? 'Hide results' : 'Results & query'}
        </Button>
        {result ? <span className="muted">{count.toLocaleString('en-US')} rows</span> : null}
      </div>
      {open ? (
        <Tabs
          size="small"
          className="results-tabs"
          items={[
            {
              key: 'results',
              label: 'Results',
              children: result ? (
                <Table
                  size="small"
                  rowKey="__key"
                  columns={columns}
                  dataSource={rows}
                  pagination={false}
                  virtual
                  scroll={{ x: Math.max(600, columns.length * 160), y: 180 }}
                />
              ) : (
                <div className="muted results-empty">
                  {failed
                    ? 'The last run failed, so there are no results; the message above says why.'
                    : 'Run the query to see its results.'}
                </div>
              ),
            },
            {
              key: 'query',
              label: 'View query',
              children: <pre className="sql-view">{result?.query ?? 'Run the query to see its SQL.'}</pre>,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
