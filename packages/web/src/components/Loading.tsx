import { Spin } from 'antd';
import { useEffect, useState } from 'react';

export interface LoadingProps {
  /** When the work started (ms since epoch); the elapsed time shows after one second. */
  readonly startTime?: number;
  readonly label?: string;
}

export function formatElapsed(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.floor(seconds % 60)} s`;
}

/** A calm spinner that says how long the wait has been once it passes a second. */
export function Loading({ startTime, label = 'Loading' }: LoadingProps) {
  const [now, setNow] = useState(() => Date.now());
  const [start] = useState(() => startTime || Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = now - (startTime || start);
  return (
    <div className="tessera-loading" role="status" aria-live="polite">
      <Spin size="default" />
      <span className="tessera-loading-text">
        {label}
        {elapsed >= 1000 ? <span className="tessera-loading-elapsed"> · {formatElapsed(elapsed)}</span> : '…'}
      </span>
    </div>
  );
}
