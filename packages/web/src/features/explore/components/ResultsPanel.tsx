import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { parseDatasource } from '../../../charts';
import { ResultTable } from './ResultTable';
import { SamplesPane } from './SamplesPane';

function sourceOf(datasource: string | undefined): { id: number; type: 'table' | 'query' } | null {
  if (!datasource) return null;
  try {
    const { id, type } = parseDatasource(datasource);
    return { id, type: type === 'query' ? 'query' : 'table' };
  } catch {
    return null;
  }
}

/** The collapsible bottom panel: the last result's rows, the dataset's samples, and the SQL. */
export function ResultsPanel({ chartId }: { chartId: string }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('results');
  const result = useAppSelector((state) => state.charts[chartId]?.queriesResponse?.[0]);
  const failed = useAppSelector((state) => state.charts[chartId]?.chartStatus === 'failed');
  const datasource = useAppSelector((state) => state.charts[chartId]?.latestQueryFormData?.datasource);
  const source = sourceOf(datasource);
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
          {open ? 'Hide results' : 'Results, samples & query'}
        </Button>
        {result ? <span className="muted">{count.toLocaleString('en-US')} rows</span> : null}
      </div>
      {open ? (
        <Tabs
          size="small"
          className="results-tabs"
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'results',
              label: 'Results',
              children: result ? (
                <ResultTable result={result} />
              ) : (
                <div className="muted results-empty">
                  {failed
                    ? 'The last run failed, so there are no results; the message above says why.'
                    : 'Run the query to see its results.'}
                </div>
              ),
            },
            {
              key: 'samples',
              label: 'Samples',
              children:
                source !== null ? (
                  <SamplesPane datasetId={source.id} type={source.type} />
                ) : (
                  <div className="muted results-empty">Run the query to see the dataset’s samples.</div>
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
