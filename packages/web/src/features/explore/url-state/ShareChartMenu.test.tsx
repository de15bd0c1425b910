import '../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILURE, COPY_SUCCESS } from '../../../app/clipboard';
import { resetCsrfToken } from '../../../app/http';
import { makeStore } from '../../../app/store';
import { exploreActions } from '../state/exploreSlice';
import { ShareChartMenu } from './ShareChartMenu';

configure({ testIdAttribute: 'data-test' });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const formData = { datasource: '3__table', viz_type: 'table' } as unknown as QueryFormData;
const PERMALINK = 'http://localhost/superset/explore/p/abc123/';

function serve() {
  const posted: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/v1/security/csrf_token/') return json({ result: 'token' });
      if (url === '/api/v1/explore/permalink') {
        posted.push(JSON.parse(String(init.body)));
        return json({ key: 'abc123', url: PERMALINK }, 201);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

function open() {
  const store = makeStore();
  store.dispatch(
    exploreActions.hydrate({ formData, slice: { id: 9 } as never, sliceName: 'x', sourceKey: 'k' }),
  );
  render(
    <Provider store={store}>
      <App>
        <ShareChartMenu />
      </App>
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('explore-share'));
}

describe('ShareChartMenu (spec 001 points 7 and 8)', { timeout: 20_000 }, () => {
  it("copies the permalink of the chart's settings and says 'Link Copied!'", async () => {
    const posted = serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    fireEvent.click(await screen.findByText('Copy permalink to clipboard'));
    expect(await screen.findByText(COPY_SUCCESS)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(PERMALINK);
    expect(posted[0]).toMatchObject({ formData: { ...formData, slice_id: 9 } });
  });

  it("says 'Sorry, your browser does not support copying.' when the browser will not copy", async () => {
    serve();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    // jsdom has no execCommand('copy'): the fallback fails as an old browser's would.
    document.execCommand = vi.fn(() => false);
    open();
    fireEvent.click(await screen.findByText('Copy permalink to clipboard'));
    expect(await screen.findByText(COPY_FAILURE)).toBeTruthy();
  });
});
