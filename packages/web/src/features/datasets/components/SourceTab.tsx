import { Alert, Input, Radio } from 'antd';
import type { Draft } from '../lib/draft';

/** Source: physical (a table) or virtual (a SQL query), the schema and the table name or SQL. */
export function SourceTab({ draft, onChange }: { draft: Draft; onChange: (patch: Partial<Draft>) => void }) {
  const database = draft.source.database?.database_name;
  return (
    <div className="dataset-editor-source">
      <Radio.Group
        aria-label="Dataset type"
        value={draft.kind}
        onChange={(e) => onChange({ kind: e.target.value as Draft['kind'] })}
        options={[
          { value: 'physical', label: 'Physical (table or view)' },
          { value: 'virtual', label: 'Virtual (SQL)' },
        ]}
      />
      <div className="dataset-editor-grid">
        <div className="dataset-editor-field">
          <span>Database</span>
          <Input value={database ?? ''} disabled aria-label="Database" />
        </div>
        <label className="dataset-editor-field" htmlFor="dataset-editor-schema">
          <span>Schema</span>
          <Input
            id="dataset-editor-schema"
            value={draft.schema}
            placeholder="The database's default"
            onChange={(e) => onChange({ schema: e.target.value })}
          />
        </label>
        <label className="dataset-editor-field" htmlFor="dataset-editor-table-name">
          <span>{draft.kind === 'virtual' ? 'Dataset name' : 'Table name'}</span>
          <Input
            id="dataset-editor-table-name"
            value={draft.table_name}
            status={draft.table_name.trim() ? undefined : 'error'}
            onChange={(e) => onChange({ table_name: e.target.value })}
          />
        </label>
      </div>
      {draft.kind === 'virtual' ? (
        <label className="dataset-editor-field wide" htmlFor="dataset-editor-sql">
          <span>SQL</span>
          <Input.TextArea
            id="dataset-editor-sql"
            className="dataset-editor-sql"
            value={draft.sql}
            status={draft.sql.trim() ? undefined : 'error'}
            autoSize={{ minRows: 8, maxRows: 20 }}
            placeholder="SELECT … FROM …"
            onChange={(e) => onChange({ sql: e.target.value })}
          />
        </label>
      ) : (
        <Alert
          type="info"
          showIcon
          title="A physical dataset reads the table or view above; its columns come from the database."
        />
      )}
    </div>
  );
}
