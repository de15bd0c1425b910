import { Checkbox, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useOwnerOptionsQuery } from '../api/datasourceApi';
import { type Draft, disallowsAdhocMetrics, extraError, withDisallowAdhocMetrics } from '../lib/draft';

function ownerLabel(owner: {
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}) {
  return [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.username || '';
}

function OwnersSelect({ draft, onChange }: { draft: Draft; onChange: (owners: number[]) => void }) {
  const [search, setSearch] = useState('');
  const options = useOwnerOptionsQuery(search);
  const merged = useMemo(() => {
    const known = new Map<number, string>((draft.source.owners ?? []).map((o) => [o.id, ownerLabel(o)]));
    for (const option of options.data ?? []) known.set(option.value, option.text);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [draft.source.owners, options.data]);
  return (
    <Select
      id="dataset-editor-owners"
      mode="multiple"
      aria-label="Owners"
      value={[...draft.owners]}
      options={merged}
      filterOption={false}
      onSearch={setSearch}
      loading={options.isFetching}
      onChange={(value: number[]) => onChange(value)}
      placeholder="Select owners"
    />
  );
}

/** Settings: description, default URL, cache timeout, extra JSON, adhoc metrics and owners. */
export function SettingsTab({
  draft,
  onChange,
}: {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const extraProblem = extraError(draft.extra);
  const timeoutBad = draft.cache_timeout.trim() !== '' && !/^\d+$/.test(draft.cache_timeout.trim());
  return (
    <div className="dataset-editor-settings">
      <label className="dataset-editor-field wide" htmlFor="dataset-editor-description">
        <span>Description</span>
        <Input.TextArea
          id="dataset-editor-description"
          value={draft.description}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      <div className="dataset-editor-grid">
        <label className="dataset-editor-field" htmlFor="dataset-editor-default-url">
          <span>Default URL</span>
          <Input
            id="dataset-editor-default-url"
            value={draft.default_endpoint}
            placeholder="Redirects to this endpoint when clicking on the table from the table list"
            onChange={(e) => onChange({ default_endpoint: e.target.value })}
          />
        </label>
        <label className="dataset-editor-field" htmlFor="dataset-editor-cache-timeout">
          <span>Cache timeout</span>
          <Input
            id="dataset-editor-cache-timeout"
            value={draft.cache_timeout}
            inputMode="numeric"
            status={timeoutBad ? 'error' : undefined}
            placeholder="Seconds; empty uses the database's"
            onChange={(e) => onChange({ cache_timeout: e.target.value })}
          />
        </label>
      </div>
      <label className="dataset-editor-field wide" htmlFor="dataset-editor-owners">
        <span>Owners</span>
        <OwnersSelect draft={draft} onChange={(owners) => onChange({ owners })} />
      </label>
      <Checkbox
        checked={disallowsAdhocMetrics(draft.extra)}
        disabled={extraProblem !== null}
        onChange={(e) => onChange({ extra: withDisallowAdhocMetrics(draft.extra, e.target.checked) })}
      >
        Disallow adhoc metrics (charts may use only the dataset's saved metrics)
      </Checkbox>
      <label className="dataset-editor-field wide" htmlFor="dataset-editor-extra">
        <span>Extra</span>
        <Input.TextArea
          id="dataset-editor-extra"
          className="dataset-editor-sql"
          value={draft.extra}
          status={extraProblem ? 'error' : undefined}
          autoSize={{ minRows: 4, maxRows: 12 }}
          placeholder='{"warning_markdown": "This is a warning", "certification": {"certified_by": "Data team"}}'
          onChange={(e) => onChange({ extra: e.target.value })}
        />
        {extraProblem ? (
          <span className="dataset-editor-error" role="alert">
            {extraProblem}
          </span>
        ) : (
          <span className="muted">
            Extra data as JSON: warning_markdown, certification (certified_by, details),
            disallow_adhoc_metrics.
          </span>
        )}
      </label>
    </div>
  );
}
