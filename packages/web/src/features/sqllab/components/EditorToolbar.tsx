/** Run / Stop, the row limit, Format and Save above the editor, with the run's elapsed time. */
import { CaretRightOutlined, FormatPainterOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag, Tooltip } from 'antd';
import { LIMIT_OPTIONS } from '../state/tabs';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const RUN_SHORTCUT = isMac ? '⌘+Enter' : 'Ctrl+Enter';

export function EditorToolbar(props: {
  readonly running: boolean;
  readonly canRun: boolean;
  readonly limit: number;
  readonly onLimit: (limit: number) => void;
  readonly onRun: () => void;
  readonly onStop: () => void;
  readonly onFormat: () => void;
  readonly formatting: boolean;
  readonly onSave: () => void;
  readonly canSave: boolean;
  readonly allowDml?: boolean;
  readonly savedLabel?: string | null;
}) {
  return (
    <div className="sqllab-toolbar" role="toolbar" aria-label="Query actions">
      <Space size={8} wrap>
        {props.running ? (
          <Button danger icon={<StopOutlined />} onClick={props.onStop} data-test="sqllab-stop">
            Stop
          </Button>
        ) : (
          <Tooltip title={`Run the selection, or everything (${RUN_SHORTCUT})`}>
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              onClick={props.onRun}
              disabled={!props.canRun}
              data-test="sqllab-run"
            >
              Run
            </Button>
          </Tooltip>
        )}
        <span className="sqllab-limit">
          <span aria-hidden>Limit</span>
          <Select
            size="middle"
            aria-label="Row limit"
            data-test="sqllab-limit"
            value={props.limit}
            onChange={props.onLimit}
            options={LIMIT_OPTIONS.map((n) => ({ value: n, label: n.toLocaleString() }))}
            popupMatchSelectWidth={false}
          />
        </span>
        <Button
          icon={<FormatPainterOutlined />}
          onClick={props.onFormat}
          loading={props.formatting}
          data-test="sqllab-format"
        >
          Format
        </Button>
        <Tooltip title={props.canSave ? undefined : 'Pick a database first'}>
          <Button
            icon={<SaveOutlined />}
            onClick={props.onSave}
            disabled={!props.canSave}
            data-test="sqllab-save"
          >
            Save
          </Button>
        </Tooltip>
      </Space>
      <span className="sqllab-toolbar-spacer" />
      {props.savedLabel ? (
        <span className="muted sqllab-saved-label">Saved query: {props.savedLabel}</span>
      ) : null}
      {props.allowDml === undefined ? null : props.allowDml ? (
        <Tooltip title="This database allows INSERT, UPDATE, DELETE and DDL">
          <Tag color="orange">DML allowed</Tag>
        </Tooltip>
      ) : (
        <Tooltip title="Only SELECT statements run on this database">
          <Tag>Read-only</Tag>
        </Tooltip>
      )}
    </div>
  );
}
