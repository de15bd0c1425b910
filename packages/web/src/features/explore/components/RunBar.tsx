import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const RUN_SHORTCUT = isMac ? '⌘ Enter' : 'Ctrl Enter';

export interface RunBarProps {
  readonly errors: readonly string[];
  readonly loading: boolean;
  readonly onRun: () => void;
  readonly onStop: () => void;
}

/** The prominent Run button (Ctrl/Cmd+Enter), Stop while a query runs, and what blocks a run. */
export function RunBar({ errors, loading, onRun, onStop }: RunBarProps) {
  return (
    <div className="explore-run-bar">
      {errors.length > 0 ? (
        <div className="run-errors" role="status">
          {errors[0]}
        </div>
      ) : null}
      {loading ? (
        <Button block size="large" icon={<StopOutlined />} onClick={onStop} data-test="explore-stop">
          Stop
        </Button>
      ) : (
        <Tooltip title={`Run query (${RUN_SHORTCUT})`}>
          <Button
            type="primary"
            block
            size="large"
            icon={<CaretRightOutlined />}
            onClick={onRun}
            disabled={errors.length > 0}
            data-test="explore-run"
          >
            Run <span className="kbd-hint">{RUN_SHORTCUT}</span>
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
