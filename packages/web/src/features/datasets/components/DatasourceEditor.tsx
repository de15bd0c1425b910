import { SyncOutlined } from '@ant-design/icons';
import { Alert, App, Button, Tabs } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { request } from '../../../app/http';
import type { Draft } from '../lib/draft';
import { type SourceColumn, syncColumns, syncMessages } from '../lib/syncColumns';
import { ColumnsTable } from './ColumnsTable';
import { MetricsTable } from './MetricsTable';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';

function SyncButton({ draft, onChange }: { draft: Draft; onChange: (patch: Partial<Draft>) => void }) {
  const { message } = App.useApp();
  const [syncing, setSyncing] = useState(false);
  const sync = async () => {
    setSyncing(true);
    try {
      const source = await request<SourceColumn[]>(`/datasource/external_metadata/table/${draft.source.id}/`);
      const outcome = syncColumns(draft.columns, source);
      onChange({ columns: outcome.columns });
      for (const line of syncMessages(outcome)) void message.success(line);
    } catch (error) {
      void message.error(`Could not sync the columns: ${failureMessage(error)}`);
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Button icon={<SyncOutlined spin={syncing} />} loading={syncing} onClick={() => void sync()}>
      Sync columns from source
    </Button>
  );
}

/** The modal's body: the validation summary, then Source, Metrics, Columns, Calculated columns, Settings. */
export function DatasourceEditor({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: readonly string[];
  onChange: (patch: Partial<Draft>) => void;
}) {
  const physical = draft.columns.filter((c) => !c.calculated).length;
  const calculated = draft.columns.length - physical;
  return (
    <div className="dataset-editor">
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="dataset-editor-errors"
          title="Fix these before saving"
          description={
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Tabs
        defaultActiveKey="metrics"
        items={[
          { key: 'source', label: 'Source', children: <SourceTab draft={draft} onChange={onChange} /> },
          {
            key: 'metrics',
            label: `Metrics (${draft.metrics.length})`,
            children: <MetricsTable metrics={draft.metrics} onChange={(metrics) => onChange({ metrics })} />,
          },
          {
            key: 'columns',
            label: `Columns (${physical})`,
            children: (
              <ColumnsTable
                columns={draft.columns}
                calculated={false}
                onChange={(columns) => onChange({ columns })}
                toolbar={<SyncButton draft={draft} onChange={onChange} />}
              />
            ),
          },
          {
            key: 'calculated',
            label: `Calculated columns (${calculated})`,
            children: (
              <ColumnsTable
                columns={draft.columns}
                calculated
                onChange={(columns) => onChange({ columns })}
              />
            ),
          },
          { key: 'settings', label: 'Settings', children: <SettingsTab draft={draft} onChange={onChange} /> },
        ]}
      />
    </div>
  );
}
