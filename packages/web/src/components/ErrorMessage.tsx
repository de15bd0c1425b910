import { Alert, Button } from 'antd';
import { type ReactNode, useState } from 'react';

export interface ErrorMessageProps {
  readonly title: string;
  readonly message?: string | null;
  readonly hint?: ReactNode;
  readonly details?: string | null;
  readonly action?: ReactNode;
}

/** What went wrong in words, what to do next, and the details behind a toggle. */
export function ErrorMessage({ title, message, hint, details, action }: ErrorMessageProps) {
  const [open, setOpen] = useState(false);
  return (
    <Alert
      type="error"
      showIcon
      className="tessera-error"
      title={title}
      description={
        <div>
          {message ? <div className="tessera-error-message">{message}</div> : null}
          {hint ? <div className="tessera-error-hint">{hint}</div> : null}
          {details ? (
            <>
              <Button
                type="link"
                size="small"
                className="tessera-error-toggle"
                onClick={() => setOpen(!open)}
              >
                {open ? 'Hide details' : 'Show details'}
              </Button>
              {open ? <pre className="tessera-error-details">{details}</pre> : null}
            </>
          ) : null}
        </div>
      }
      action={action}
    />
  );
}
