import { Button, Card, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { chartRegistry } from '../../../charts';
import { defaultListState, useDatasetListQuery } from '../../lists';

/** /chart/add: choose a dataset and a chart type, then build the chart in Explore. */
export default function ChartAddPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [datasetId, setDatasetId] = useState<number | undefined>();
  const [vizType, setVizType] = useState('table');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const datasets = useDatasetListQuery({ ...defaultListState(), search: debounced, pageSize: 100 });
  const create = () =>
    datasetId && navigate(`/explore/?dataset_id=${datasetId}&viz_type=${encodeURIComponent(vizType)}`);
  return (
    <div className="page-center chart-add-page">
      <Card className="chart-add-card">
        <Typography.Title level={3}>Create a new chart</Typography.Title>
        <div className="control-row">
          <div className="control-label">
            <label htmlFor="chart-add-dataset">1. Choose a dataset</label>
          </div>
          <Select
            id="chart-add-dataset"
            data-test="chart-add-dataset"
            placeholder="Search datasets"
            value={datasetId}
            onChange={setDatasetId}
            showSearch={{ onSearch: setSearch, filterOption: false }}
            loading={datasets.isFetching}
            options={(datasets.data?.result ?? []).map((d) => ({ value: d.id, label: d.table_name }))}
            style={{ width: '100%' }}
            notFoundContent={datasets.isFetching ? 'Loading…' : 'No datasets found'}
          />
        </div>
        <div className="control-row">
          <div className="control-label">
            <label htmlFor="chart-add-viz">2. Choose a chart type</label>
          </div>
          <Select
            id="chart-add-viz"
            value={vizType}
            onChange={setVizType}
            options={chartRegistry.list().map((p) => ({ value: p.id, label: p.metadata.name }))}
            style={{ width: '100%' }}
          />
        </div>
        <Button
          type="primary"
          size="large"
          disabled={!datasetId}
          onClick={create}
          data-test="chart-add-create"
        >
          Create new chart
        </Button>
      </Card>
    </div>
  );
}
