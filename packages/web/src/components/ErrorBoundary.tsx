import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { COPY_FAILURE, copyText } from '../app/clipboard';
import { ErrorMessage } from './ErrorMessage';

/** Superset's copy of a caught error: 'Unexpected error: <the error>'. */
export function unexpectedErrorText(error: Error): string {
  const first = String(error);
  return first ? `Unexpected error: ${first}` : 'Unexpected error';
}

/** Copies the error for a bug report; says so, or that the browser will not copy. */
function CopyErrorButton({ text }: { text: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  return (
    <span className="tessera-error-copy">
      <Button
        size="small"
        onClick={() => void copyText(text).then((ok) => setOutcome(ok ? 'copied' : 'failed'))}
      >
        Copy message
      </Button>
      {outcome ? (
        <span role="status" className="tessera-error-copy-outcome">
          {outcome === 'copied' ? 'Copied!' : COPY_FAILURE}
        </span>
      ) : null}
    </span>
  );
}

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  readonly onError?: (error: Error, info: ErrorInfo) => void;
  /** Replaces the default message, e.g. when a chart reports the failure through its own state. */
  readonly fallback?: ReactNode;
}

interface State {
  readonly error: Error | null;
  /** Where in the component tree it happened (React's component stack). */
  readonly componentStack: string | null;
}

/**
 * Spec 000 screen 5: heading 'Unexpected error' plus the error text, with a copy of the message
 * and the stack trace (the error's and React's component stack) behind a toggle. `fallback`
 * replaces it (Superset's showMessage off).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, componentStack: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
    this.props.onError?.(error, info);
  }

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const stack = `${error.stack ?? String(error)}${componentStack ? `\n\nComponent stack:${componentStack}` : ''}`;
    return (
      <div className="tessera-error-boundary" role="alert">
        <ErrorMessage
          title="Unexpected error"
          message={error.message || String(error)}
          details={stack}
          action={<CopyErrorButton text={unexpectedErrorText(error)} />}
        />
      </div>
    );
  }
}
