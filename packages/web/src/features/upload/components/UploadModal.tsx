import { InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Collapse,
  Form,
  Input,
  Modal,
  Progress,
  Radio,
  Result,
  Segmented,
  Select,
  Upload,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { invalidateDatasets, useDatabaseSchemasQuery, useUploadDatabasesQuery } from '../api/uploadApi';
import { sendForm } from '../lib/sendForm';
import {
  allowedSchemas,
  DEFAULT_OPTIONS,
  kindInfo,
  readFields,
  tableNameOf,
  type UploadKind,
  type UploadOptions,
  type UploadTarget,
  uploadFields,
} from '../lib/uploadForm';
import type { PreviewAnswer, PreviewItem, UploadAnswer } from './types';
import { UploadOptionsFields } from './UploadOptionsFields';
import { UploadPreview } from './UploadPreview';
import './upload.css';

export interface UploadModalProps {
  readonly open: boolean;
  readonly kind: UploadKind;
  /** The kinds the user may switch between. */
  readonly kinds: readonly UploadKind[];
  /** Preselected target database. */
  readonly databaseId?: number | null;
  readonly onClose: () => void;
}

const PREVIEW_ROWS = 50;

function formData(fields: readonly [string, string][], file: File): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** Upload a file into a database: file, target, options, a preview of the rows, then progress. */
export function UploadModal({ open, kind: initialKind, kinds, databaseId, onClose }: UploadModalProps) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [kind, setKind] = useState(initialKind);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<UploadOptions>(DEFAULT_OPTIONS);
  const [target, setTarget] = useState<UploadTarget & { databaseId: number | null }>({
    databaseId: null,
    tableName: '',
    schema: '',
    alreadyExists: 'fail',
  });
  const [preview, setPreview] = useState<{
    item: PreviewItem | null;
    sheets: readonly string[];
    loading: boolean;
    error: string | null;
  }>({
    item: null,
    sheets: [],
    loading: false,
    error: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<UploadAnswer['result'] | null>(null);
  const databases = useUploadDatabasesQuery(undefined, { skip: !open });
  const chosen = databases.data?.result.find((d) => d.id === target.databaseId);
  const schemas = useDatabaseSchemasQuery(target.databaseId ?? 0, {
    skip: !open || target.databaseId === null,
  });

  // Each opening starts afresh, on the kind and database it was opened for.
  useEffect(() => {
    if (!open) return;
    setKind(initialKind);
    setFile(null);
    setOptions(DEFAULT_OPTIONS);
    setTarget({ databaseId: databaseId ?? null, tableName: '', schema: '', alreadyExists: 'fail' });
    setPreview({ item: null, sheets: [], loading: false, error: null });
    setProgress(null);
    setFailure(null);
    setDone(null);
  }, [open, initialKind, databaseId]);

  // The only database there is, or the first, when none was given.
  useEffect(() => {
    const first = databases.data?.result[0];
    if (open && target.databaseId === null && first) setTarget((t) => ({ ...t, databaseId: first.id }));
  }, [open, databases.data, target.databaseId]);

  const schemaChoices = useMemo(() => {
    const allowed = allowedSchemas(chosen?.extra);
    const all = schemas.data ?? [];
    return allowed.length > 0 ? all.filter((s) => allowed.includes(s)) : all;
  }, [chosen, schemas.data]);

  // The preview follows the file and the read options (debounced while typing).
  const readKey = JSON.stringify(readFields(kind, options));
  useEffect(() => {
    if (!open || !file) return;
    const controller = new AbortController();
    setPreview((p) => ({ ...p, loading: true, error: null }));
    const timer = window.setTimeout(() => {
      const fields: [string, string][] = [
        ...(JSON.parse(readKey) as [string, string][]),
        ['rows', String(PREVIEW_ROWS)],
      ];
      sendForm<PreviewAnswer>('/api/v1/database/upload_metadata/', formData(fields, file), {
        signal: controller.signal,
      })
        .then((answer) =>
          setPreview({
            item: answer.result.items[0] ?? null,
            sheets: answer.result.sheet_names,
            loading: false,
            error: null,
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setPreview({ item: null, sheets: [], loading: false, error: describeError(error) });
        });
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, file, readKey]);

  const info = kindInfo(kind);
  const uploading = progress !== null;
  const canUpload =
    file !== null &&
    target.databaseId !== null &&
    target.tableName.trim() !== '' &&
    !preview.error &&
    !uploading;

  const submit = async () => {
    if (!canUpload || !file || target.databaseId === null) return;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await sendForm<UploadAnswer>(
        `/api/v1/database/${target.databaseId}/upload/`,
        formData(uploadFields(kind, options, target), file),
        { onProgress: setProgress },
      );
      dispatch(invalidateDatasets());
      setDone(answer.result);
      message.success(`${file.name} uploaded to ${answer.result.table_name}`);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setProgress(null);
    }
  };

  const pickFile = (picked: File) => {
    setFile(picked);
    setTarget((t) => ({ ...t, tableName: t.tableName || tableNameOf(picked.name) }));
    return false; // keep the file here; antd's own upload is not used
  };

  let body: React.ReactNode;
  if (done) {
    body = (
      <Result
        status="success"
        title={`${done.rows.toLocaleString()} rows uploaded`}
        subTitle={`The table ${done.schema ? `${done.schema}.` : ''}${done.table_name} and its dataset are ready.`}
        extra={[
          <Button
            key="explore"
            type="primary"
            onClick={() => {
              onClose();
              navigate(done.explore_url);
            }}
            data-test="upload-explore"
          >
            Explore
          </Button>,
          <Button
            key="again"
            onClick={() => {
              setDone(null);
              setFile(null);
              setTarget((t) => ({ ...t, tableName: '' }));
              setPreview({ item: null, sheets: [], loading: false, error: null });
            }}
          >
            Upload another file
          </Button>,
        ]}
      />
    );
  } else if (databases.data && databases.data.count === 0) {
    body = (
      <Alert
        type="info"
        showIcon
        title="No database allows file uploads"
        description="An administrator can allow uploads in a database's Advanced settings (Databases list)."
      />
    );
  } else {
    body = (
      <Form layout="vertical" onFinish={submit} className="upload-form" disabled={uploading}>
        {kinds.length > 1 ? (
          <Segmented
            value={kind}
            onChange={(value) => {
              setKind(value as UploadKind);
              setFile(null);
              setPreview({ item: null, sheets: [], loading: false, error: null });
            }}
            options={kinds.map((k) => ({ value: k, label: kindInfo(k).title.replace(' upload', '') }))}
            className="upload-kind"
            data-test="upload-kind"
          />
        ) : null}
        <Upload.Dragger
          accept={info.accept}
          multiple={false}
          maxCount={1}
          beforeUpload={pickFile}
          showUploadList={false}
          className={file ? 'upload-dragger upload-dragger-chosen' : 'upload-dragger'}
          data-test="upload-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {file ? file.name : `Click or drag a ${info.accept.split(',').join(', ')} file here`}
          </p>
          <p className="ant-upload-hint">
            {file
              ? `${(file.size / 1024).toFixed(1)} KB · click to choose another`
              : 'The file is read on the server; nothing is written until you upload.'}
          </p>
        </Upload.Dragger>
        <div className="upload-target-grid">
          <Form.Item label="Database" required>
            <Select
              value={target.databaseId ?? undefined}
              loading={databases.isFetching}
              onChange={(value) => setTarget((t) => ({ ...t, databaseId: value, schema: '' }))}
              options={(databases.data?.result ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
              placeholder="Select a database"
              data-test="upload-database"
            />
          </Form.Item>
          <Form.Item label="Schema" help="The database's default when empty.">
            <Select
              allowClear
              value={target.schema || undefined}
              loading={schemas.isFetching}
              onChange={(value) => setTarget((t) => ({ ...t, schema: value ?? '' }))}
              options={schemaChoices.map((s) => ({ value: s, label: s }))}
              placeholder="Default schema"
            />
          </Form.Item>
          <Form.Item label="Table name" required>
            <Input
              value={target.tableName}
              onChange={(event) => setTarget((t) => ({ ...t, tableName: event.target.value }))}
              placeholder="Name of the table to create"
              data-test="upload-table-name"
            />
          </Form.Item>
          <Form.Item label="If the table already exists">
            <Radio.Group
              value={target.alreadyExists}
              onChange={(event) => setTarget((t) => ({ ...t, alreadyExists: event.target.value }))}
              optionType="button"
              options={[
                { value: 'fail', label: 'Fail' },
                { value: 'replace', label: 'Replace' },
                { value: 'append', label: 'Append' },
              ]}
            />
          </Form.Item>
        </div>
        <Collapse
          ghost
          items={[
            {
              key: 'options',
              label: kind === 'columnar' ? 'Options' : 'File settings',
              children: (
                <UploadOptionsFields
                  kind={kind}
                  options={options}
                  onChange={setOptions}
                  columns={preview.item?.column_names ?? []}
                  sheets={preview.sheets}
                />
              ),
            },
          ]}
        />
        {file ? (
          <UploadPreview preview={preview.item} loading={preview.loading} error={preview.error} />
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            title="The upload failed"
            description={failure}
            className="upload-failure"
            data-test="upload-error"
          />
        ) : null}
        {uploading ? (
          <Progress
            percent={Math.round((progress ?? 0) * 100)}
            status="active"
            format={(percent) => (percent === 100 ? 'Writing…' : `${percent}%`)}
            aria-label="Upload progress"
            data-test="upload-progress"
          />
        ) : null}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    );
  }

  return (
    <Modal
      open={open}
      title={info.title}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      maskClosable={!uploading}
      footer={
        done
          ? null
          : [
              <Button key="cancel" onClick={onClose} disabled={uploading}>
                Cancel
              </Button>,
              <Button
                key="upload"
                type="primary"
                onClick={submit}
                disabled={!canUpload}
                loading={uploading}
                data-test="upload-submit"
              >
                Upload
              </Button>,
            ]
      }
      data-test="upload-modal"
    >
      {body}
    </Modal>
  );
}
