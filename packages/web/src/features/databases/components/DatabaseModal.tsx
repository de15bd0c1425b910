import { Alert, App, Button, Collapse, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import {
  type Database,
  type EngineInfo,
  invalidateDatabases,
  saveDatabase,
  testConnection,
  useAvailableEnginesQuery,
  useDatabaseQuery,
  validateParameters,
} from '../api/databaseApi';
import { type DatabaseForm, formOf, newForm, payloadOf } from '../lib/form';
import { fieldMessagesOf, mapValidationErrors, sipErrorsOf } from '../lib/validation';
import { AdvancedSettings } from './AdvancedSettings';
import { ConnectionFields } from './ConnectionFields';
import { EnginePicker } from './EnginePicker';
import './databases.css';

export interface DatabaseModalProps {
  readonly open: boolean;
  /** null: a new connection. */
  readonly databaseId: number | null;
  readonly onClose: () => void;
  readonly onSaved?: (database: Database) => void;
}

interface Problems {
  readonly fields: Readonly<Record<string, string>>;
  readonly general: readonly string[];
  /** The server's first message, for the 'ERROR: %s' toast. */
  readonly summary?: string;
}

const NO_PROBLEMS: Problems = { fields: {}, general: [] };

/** What a failed call says, per field where it names fields (validate_parameters, save). */
function problemsOf(error: unknown, forced: boolean): Problems {
  if (!(error instanceof ApiError)) return { fields: {}, general: [describeError(error)] };
  const sip = sipErrorsOf(error.body);
  if (sip.length > 0) return { ...mapValidationErrors(sip, forced), summary: sip[0]?.message };
  const fields = fieldMessagesOf(error.body);
  return Object.keys(fields).length > 0
    ? { fields, general: [], summary: Object.values(fields)[0] }
    : { fields: {}, general: [error.message], summary: error.message };
}

/** Connect a database or edit one: engine, connection (parameters or URI), advanced settings. */
export function DatabaseModal({ open, databaseId, onClose, onSaved }: DatabaseModalProps) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const engines = useAvailableEnginesQuery(undefined, { skip: !open });
  const stored = useDatabaseQuery(databaseId ?? 0, {
    skip: !open || databaseId === null,
    refetchOnMountOrArgChange: true,
  });
  const [form, setForm] = useState<DatabaseForm | null>(null);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);

  useEffect(() => {
    if (!open) {
      setForm(null);
      setProblems(NO_PROBLEMS);
    } else if (databaseId !== null && stored.data && stored.data.id === databaseId) {
      setForm(formOf(stored.data));
    }
  }, [open, databaseId, stored.data]);

  const engine: EngineInfo | undefined = engines.data?.find((e) => e.engine === form?.engine);
  const editing = databaseId !== null;

  const quietValidate = async () => {
    if (form?.mode !== 'dynamic_form') return;
    try {
      await validateParameters(payloadOf(form));
      setProblems(NO_PROBLEMS);
    } catch (error) {
      setProblems(problemsOf(error, false));
    }
  };

  const runTest = async () => {
    if (!form) return;
    setBusy('test');
    try {
      const payload = payloadOf(form);
      if (form.mode === 'dynamic_form') await validateParameters(payload);
      else await testConnection(payload);
      setProblems(NO_PROBLEMS);
      message.success('Connection looks good!');
    } catch (error) {
      const found = problemsOf(error, true);
      setProblems(found);
      message.error(`ERROR: ${found.summary ?? describeError(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!form) return;
    setBusy('save');
    try {
      const answer = await saveDatabase(payloadOf(form), databaseId);
      dispatch(invalidateDatabases());
      message.success(editing ? 'Database settings updated' : 'Database connected');
      onSaved?.(answer.result);
      onClose();
    } catch (error) {
      setProblems(problemsOf(error, true));
    } finally {
      setBusy(null);
    }
  };

  let body: React.ReactNode;
  if (engines.error || stored.error) {
    body = (
      <ErrorMessage
        title="Could not load the connection settings"
        message={describeError(engines.error ?? stored.error)}
        action={
          <Button onClick={() => (engines.error ? engines.refetch() : stored.refetch())}>Try again</Button>
        }
      />
    );
  } else if (!engines.data || (editing && !form)) {
    body = <Loading />;
  } else if (!form) {
    body = <EnginePicker engines={engines.data} onPick={(picked) => setForm(newForm(picked))} />;
  } else {
    body = (
      <Form layout="vertical" onFinish={save} className="db-form">
        <p className="db-step-title">
          {editing
            ? `Edit ${engine?.name ?? form.engine} connection`
            : `Connect ${engine?.name ?? form.engine}`}
        </p>
        {problems.general.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={problems.general.join(' ')}
            className="db-alert"
            data-test="connection-error"
          />
        ) : null}
        <ConnectionFields
          engine={engine}
          form={form}
          onChange={setForm}
          errors={problems.fields}
          onParameterBlur={quietValidate}
        />
        <Collapse
          ghost
          items={[
            {
              key: 'advanced',
              label: 'Advanced',
              children: (
                <AdvancedSettings
                  form={form}
                  onChange={setForm}
                  supportsUpload={engine?.engine_information?.supports_file_upload ?? false}
                  errors={problems.fields}
                />
              ),
            },
          ]}
          data-test="advanced-settings"
        />
        {/* Enter in a field submits, as the Connect button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    );
  }

  const footer = form
    ? [
        !editing ? (
          <Button key="back" onClick={() => setForm(null)} disabled={busy !== null}>
            Back
          </Button>
        ) : null,
        <Button
          key="test"
          onClick={runTest}
          loading={busy === 'test'}
          disabled={busy === 'save'}
          data-test="test-connection"
        >
          Test connection
        </Button>,
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={save}
          loading={busy === 'save'}
          disabled={busy === 'test'}
          data-test="save-database"
        >
          {editing ? 'Finish' : 'Connect'}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={editing ? 'Edit database' : 'Connect a database'}
      onCancel={onClose}
      footer={footer}
      width={640}
      destroyOnHidden
      maskClosable={false}
      data-test="database-modal"
    >
      {body}
    </Modal>
  );
}
