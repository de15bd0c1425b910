import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface ControlRowProps {
  readonly label: string;
  readonly htmlFor?: string;
  readonly description?: string;
  readonly error?: string | null;
  readonly children: ReactNode;
}

/** One labelled control: label, optional help, the control, and its validation message. */
export function ControlRow({ label, htmlFor, description, error, children }: ControlRowProps) {
  return (
    <div className="control-row">
      <div className="control-label">
        <label htmlFor={htmlFor}>{label}</label>
        {description ? (
          <Tooltip title={description}>
            <InfoCircleOutlined className="control-help" aria-label={description} />
          </Tooltip>
        ) : null}
      </div>
      {children}
      {error ? (
        <div className="control-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
