import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  readonly onError?: (error: Error, info: ErrorInfo) => void;
  /** Replaces the default message, e.g. when a chart reports the failure through its own state. */
  readonly fallback?: ReactNode;
}

interface State {
  readonly error: Error | null;
}

/** Spec 000 point 2.5: heading 'Unexpected error' plus the error text, the stack behind a toggle. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div className="tessera-error-boundary" role="alert">
        <ErrorMessage
          title="Unexpected error"
          message={error.message || String(error)}
          details={error.stack ?? null}
        />
      </div>
    );
  }
}
