import { Form, Input, InputNumber, Segmented, Switch } from 'antd';
import type { EngineInfo, ParameterProperty } from '../api/databaseApi';
import type { DatabaseForm, ParameterValue } from '../lib/form';

const LABELS: Readonly<Record<string, string>> = {
  host: 'Host',
  port: 'Port',
  database: 'Database name',
  username: 'Username',
  password: 'Password',
  query: 'Additional parameters',
  encryption: 'Secure connection (SSL/TLS)',
};

const ORDER = ['host', 'port', 'database', 'username', 'password', 'query', 'encryption'];

export interface ConnectionFieldsProps {
  readonly engine: EngineInfo | undefined;
  readonly form: DatabaseForm;
  readonly onChange: (form: DatabaseForm) => void;
  /** Field name → message (validate_parameters, or the save's field errors). */
  readonly errors: Readonly<Record<string, string>>;
  /** A parameter field lost focus: the dialog validates quietly. */
  readonly onParameterBlur: () => void;
}

/** Display name, then the engine's parameter form (from its schema) or a SQLAlchemy URI. */
export function ConnectionFields({ engine, form, onChange, errors, onParameterBlur }: ConnectionFieldsProps) {
  const properties = engine?.parameters?.properties ?? {};
  const required = new Set(engine?.parameters?.required ?? []);
  const names = Object.keys(properties).sort((a, b) => rank(a) - rank(b));
  const fileEngine = form.engine === 'duckdb' || form.engine === 'sqlite';
  const setParameter = (name: string, value: ParameterValue) =>
    onChange({ ...form, parameters: { ...form.parameters, [name]: value } });
  const status = (name: string) => (errors[name] ? ('error' as const) : undefined);

  return (
    <>
      <Form.Item
        label="Display name"
        required
        validateStatus={status('database_name')}
        help={errors.database_name ?? 'Pick a name to help you identify this database.'}
      >
        <Input
          value={form.name}
          onChange={(event) => onChange({ ...form, name: event.target.value })}
          data-test="database-name"
        />
      </Form.Item>
      {engine?.parameters ? (
        <Form.Item label="Connect with">
          <Segmented
            value={form.mode}
            onChange={(mode) => onChange({ ...form, mode: mode as DatabaseForm['mode'] })}
            options={[
              { label: 'Connection form', value: 'dynamic_form' },
              { label: 'SQLAlchemy URI', value: 'sqlalchemy_form' },
            ]}
            data-test="connection-mode"
          />
        </Form.Item>
      ) : null}
      {form.mode === 'sqlalchemy_form' ? (
        <Form.Item
          label="SQLAlchemy URI"
          required
          validateStatus={status('sqlalchemy_uri')}
          help={
            errors.sqlalchemy_uri ??
            (fileEngine
              ? 'The file must exist on the server, inside a data directory (TESSERA_DATA_DIRS).'
              : 'Refer to the SQLAlchemy docs for how to structure your URI.')
          }
        >
          <Input
            value={form.uri}
            placeholder={engine?.sqlalchemy_uri_placeholder}
            onChange={(event) => onChange({ ...form, uri: event.target.value })}
            spellCheck={false}
            data-test="sqlalchemy-uri"
          />
        </Form.Item>
      ) : (
        <div className={fileEngine ? undefined : 'db-parameter-grid'}>
          {names.map((name) => (
            <Form.Item
              key={name}
              label={properties[name]?.type === 'boolean' ? undefined : labelOf(name, fileEngine)}
              required={required.has(name)}
              validateStatus={status(name)}
              help={errors[name] ?? helpOf(name, properties[name], fileEngine)}
              className={
                name === 'query' || name === 'encryption' || fileEngine ? 'db-parameter-wide' : undefined
              }
            >
              <ParameterInput
                name={name}
                property={properties[name] ?? {}}
                value={form.parameters[name] ?? null}
                onChange={(value) => setParameter(name, value)}
                onBlur={onParameterBlur}
              />
            </Form.Item>
          ))}
        </div>
      )}
    </>
  );
}

function labelOf(name: string, fileEngine: boolean): string {
  return fileEngine && name === 'database' ? 'Database file' : (LABELS[name] ?? name);
}

function rank(name: string): number {
  const index = ORDER.indexOf(name);
  return index === -1 ? ORDER.length : index;
}

function helpOf(
  name: string,
  property: ParameterProperty | undefined,
  fileEngine: boolean,
): string | undefined {
  if (fileEngine && name === 'database') {
    return 'Path of an existing file on the server, inside a data directory (TESSERA_DATA_DIRS).';
  }
  if (name === 'query') return 'Options added to the connection, e.g. application_name=tessera';
  return property?.description && !LABELS[name] ? property.description : undefined;
}

function ParameterInput({
  name,
  property,
  value,
  onChange,
  onBlur,
}: {
  readonly name: string;
  readonly property: ParameterProperty;
  readonly value: ParameterValue;
  readonly onChange: (value: ParameterValue) => void;
  readonly onBlur: () => void;
}) {
  const test = `parameter-${name}`;
  if (property.type === 'boolean') {
    return (
      <span className="db-switch-label">
        <Switch
          checked={value === true}
          onChange={(checked) => onChange(checked)}
          aria-label={LABELS[name] ?? name}
          data-test={test}
        />
        <span aria-hidden>{LABELS[name] ?? name}</span>
      </span>
    );
  }
  if (property.type === 'integer') {
    return (
      <InputNumber
        value={typeof value === 'number' ? value : null}
        min={0}
        max={65535}
        onChange={(next) => onChange(next ?? null)}
        onBlur={onBlur}
        className="db-input-number"
        data-test={test}
      />
    );
  }
  const text = typeof value === 'string' ? value : value === null ? '' : String(value);
  if (name === 'password') {
    return (
      <Input.Password
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="new-password"
        data-test={test}
      />
    );
  }
  return (
    <Input
      value={text}
      placeholder={property.description}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      spellCheck={false}
      data-test={test}
    />
  );
}
