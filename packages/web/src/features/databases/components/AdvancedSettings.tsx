import { Checkbox, Form, Input, InputNumber } from 'antd';
import type { DatabaseForm } from '../lib/form';

/** Superset's Advanced section: SQL Lab, performance and file uploads. */
export function AdvancedSettings({
  form,
  onChange,
  supportsUpload,
  errors,
}: {
  readonly form: DatabaseForm;
  readonly onChange: (form: DatabaseForm) => void;
  readonly supportsUpload: boolean;
  readonly errors: Readonly<Record<string, string>>;
}) {
  return (
    <div className="db-advanced">
      <fieldset>
        <legend>SQL Lab</legend>
        <Checkbox
          checked={form.exposeInSqllab}
          onChange={(event) => onChange({ ...form, exposeInSqllab: event.target.checked })}
          data-test="expose-in-sqllab"
        >
          Expose database in SQL Lab
        </Checkbox>
        <Checkbox
          checked={form.allowDml}
          onChange={(event) => onChange({ ...form, allowDml: event.target.checked })}
          data-test="allow-dml"
        >
          Allow DML
          <span className="db-option-hint">
            Allow statements other than SELECT (UPDATE, DELETE, CREATE, ...).
          </span>
        </Checkbox>
      </fieldset>
      <fieldset>
        <legend>Performance</legend>
        <Checkbox
          checked={form.allowRunAsync}
          onChange={(event) => onChange({ ...form, allowRunAsync: event.target.checked })}
          data-test="allow-run-async"
        >
          Asynchronous query execution
          <span className="db-option-hint">
            Run queries on the background workers instead of the web server.
          </span>
        </Checkbox>
        <Form.Item
          label="Chart cache timeout"
          validateStatus={errors.cache_timeout ? 'error' : undefined}
          help={errors.cache_timeout ?? 'Seconds; 0 never expires, empty uses the default.'}
        >
          <InputNumber
            min={0}
            value={form.cacheTimeout === '' ? null : Number(form.cacheTimeout)}
            onChange={(value) => onChange({ ...form, cacheTimeout: value === null ? '' : String(value) })}
            className="db-input-number"
            data-test="cache-timeout"
          />
        </Form.Item>
      </fieldset>
      <fieldset>
        <legend>File uploads</legend>
        <Checkbox
          checked={form.allowFileUpload}
          disabled={!supportsUpload}
          onChange={(event) => onChange({ ...form, allowFileUpload: event.target.checked })}
          data-test="allow-file-upload"
        >
          Allow file uploads to database
          {supportsUpload ? null : <span className="db-option-hint">This engine does not take uploads.</span>}
        </Checkbox>
        {form.allowFileUpload ? (
          <Form.Item
            label="Schemas allowed for file upload"
            help="Comma-separated; leave empty to allow every schema."
          >
            <Input
              value={form.uploadSchemas}
              placeholder="public, uploads"
              onChange={(event) => onChange({ ...form, uploadSchemas: event.target.value })}
              data-test="upload-schemas"
            />
          </Form.Item>
        ) : null}
      </fieldset>
    </div>
  );
}
