import '../../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsPane, type RunState } from './ResultsPane';

afterEach(cleanup);

function renderPane(state: RunState) {
  render(
    <App>
      <ResultsPane state={state} onStop={() => undefined} grid={() => null} />
    </App>,
  );
}

describe('ResultsPane while a query runs', () => {
  it('shows the progress of an asynchronous run and its Stop button', () => {
    renderPane({
      kind: 'running',
      startedAt: Date.now(),
      clientId: 'c',
      label: 'Untitled Query 1',
      progress: { status: 'running', percent: 10 },
    });
    expect(screen.getByRole('progressbar', { name: 'Query progress' }).getAttribute('aria-valuenow')).toBe(
      '10',
    );
    expect(screen.getByText(/Running Untitled Query 1/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Stop/ })).toBeTruthy();
  });

  it('says a queued run is waiting', () => {
    renderPane({
      kind: 'running',
      startedAt: Date.now(),
      clientId: 'c',
      label: 'Q',
      progress: { status: 'pending', percent: 0 },
    });
    expect(screen.getByText(/Waiting to run Q/)).toBeTruthy();
  });

  it('shows no bar for a synchronous run, only the elapsed time', () => {
    renderPane({ kind: 'running', startedAt: Date.now(), clientId: 'c', label: 'Q' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/Running Q/)).toBeTruthy();
  });
});
