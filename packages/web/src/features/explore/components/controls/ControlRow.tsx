import { ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface ControlRowProps {
  readonly label: string;
  readonly htmlFor?: string;
  readonly description?: string;
  /** The control's validation messages, shown in its header as Superset's ControlHeader does. */
  readonly errors?: readonly string[];
  readonly children: ReactNode;
}

/** One labelled control: label (red, with a warning icon, while invalid), optional help, the control. */
export function ControlRow({ label, htmlFor, description, errors = [], children }: ControlRowProps) {
  const invalid = errors.length > 0;
  return (
    <div className="control-row">
      <div className={invalid ? 'control-label control-label-invalid' : 'control-label'}>
        <label htmlFor={htmlFor}>{label}</label>
        {description ? (
          <Tooltip title={description}>
            <InfoCircleOutlined className="control-help" aria-label={description} />
          </Tooltip>
        ) : null}
        {invalid ? (
          <Tooltip title={errors.join(' ')}>
            <span className="control-error-icon" data-test="control-validation-error">
              <ExclamationCircleOutlined aria-hidden />
              {/* Read out with the label; the icon alone says it by colour and shape. */}
              <span className="control-error-text">{errors.join(' ')}</span>
            </span>
          </Tooltip>
        ) : null}
      </div>
      {children}
    </div>
  );
}
