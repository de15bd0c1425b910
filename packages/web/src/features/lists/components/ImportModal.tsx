import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Form, Input, Modal, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, describeError } from '../../../app/errors';
import { type ImportTarget, importBundle } from '../api/transfer';
import {
  type ImportOutcome,
  importFailureText,
  importOutcome,
  PASSWORD_NEEDED,
  REEXPORT_HINT,
} from '../lib/importOutcome';

const OVERWRITE_WORD = 'OVERWRITE';

/**
 * Imports a v1 bundle: pick the ZIP, then answer what the server asks — database passwords,
 * consent to overwrite — or read why it failed (spec 001 points 4 and 8).
 */
export function ImportModal(props: {
  readonly open: boolean;
  readonly resource: ImportTarget;
  readonly noun: string;
  /** The plural, for the overwrite warning ('saved queries', not 'saved querys'). */
  readonly nouns: string;
  readonly onClose: () => void;
  readonly onImported: () => void;
}) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [askPasswords, setAskPasswords] = useState<readonly string[]>([]);
  const [overwriteAsked, setOverwriteAsked] = useState<readonly string[]>([]);
  const [overwriteTyped, setOverwriteTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setFile(null);
    setPasswords({});
    setAskPasswords([]);
    setOverwriteAsked([]);
    setOverwriteTyped('');
    setFailure(null);
  }, [props.open]);

  const overwrite = overwriteAsked.length > 0;
  const overwriteConfirmed = !overwrite || overwriteTyped.trim().toUpperCase() === OVERWRITE_WORD;
  const passwordsGiven = askPasswords.every((path) => (passwords[path] ?? '') !== '');

  const follow = (outcome: ImportOutcome) => {
    if (outcome.kind === 'passwords') setAskPasswords(outcome.files);
    else if (outcome.kind === 'overwrite') setOverwriteAsked(outcome.messages);
    else setFailure(importFailureText(props.noun, outcome.message));
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await importBundle(props.resource, { file, passwords, overwrite });
      message.success(`The import was successful`);
      props.onImported();
      props.onClose();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      follow(importOutcome(body, describeError(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={`Import ${props.noun}`}
      okText={overwrite ? 'Overwrite' : 'Import'}
      okButtonProps={
        {
          disabled: !file || !passwordsGiven || !overwriteConfirmed,
          loading: busy,
          danger: overwrite,
          'data-test': 'import-modal-submit',
        } as never
      }
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-test="import-modal">
        <Form.Item label="File" required>
          <Upload.Dragger
            accept=".zip,.yaml,.yml,.json"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setAskPasswords([]);
              setOverwriteAsked([]);
              setFailure(null);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            data-test="import-modal-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>Drop an exported ZIP here or click to choose one</p>
          </Upload.Dragger>
        </Form.Item>
        {askPasswords.length > 0 ? (
          <>
            <Alert
              type="info"
              showIcon
              className="import-alert"
              message={PASSWORD_NEEDED}
              description="The passwords for the databases below are needed in order to import them."
            />
            {askPasswords.map((path) => (
              <Form.Item key={path} label={`${path} password`} htmlFor={`import-password-${path}`} required>
                <Input.Password
                  id={`import-password-${path}`}
                  data-test="import-modal-password"
                  autoComplete="new-password"
                  value={passwords[path] ?? ''}
                  onChange={(event) => setPasswords({ ...passwords, [path]: event.target.value })}
                />
              </Form.Item>
            ))}
          </>
        ) : null}
        {overwrite ? (
          <>
            <Alert
              type="warning"
              showIcon
              className="import-alert"
              message={`You are importing one or more ${props.nouns} that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?`}
              description={overwriteAsked.join('\n')}
            />
            <Form.Item label={`Type "${OVERWRITE_WORD}" to confirm`}>
              <Input
                data-test="import-modal-overwrite"
                value={overwriteTyped}
                onChange={(event) => setOverwriteTyped(event.target.value)}
              />
            </Form.Item>
          </>
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            className="import-alert"
            data-test="import-modal-error"
            message={failure}
            description={REEXPORT_HINT}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
