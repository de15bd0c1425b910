import '../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SamplesPane, samplesErrorText } from './SamplesPane';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('samples pane', () => {
  it('shows the dataset’s sample rows', { timeout: 15_000 }, async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        answer(200, { result: { data: [{ city: 'Oslo' }], colnames: ['city'], coltypes: [1], rowcount: 1 } }),
      );
    vi.stubGlobal('fetch', fetch);
    render(<SamplesPane datasetId={9} />);
    expect(await screen.findByText('1 sample rows')).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/v1/dataset/9/samples?force=false');
  });

  it('says why it failed and fetches again, bypassing the cache, on Try again', {
    timeout: 15_000,
  }, async () => {
    const fetch = vi.fn(async () => answer(500, { message: 'The database is down' }));
    vi.stubGlobal('fetch', fetch);
    render(<SamplesPane datasetId={9} />);
    expect(await screen.findByText('The database is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('The database is down');
    expect((fetch.mock.calls.at(-1) as unknown[])[0]).toBe('/api/v1/dataset/9/samples?force=true');
  });

  it('error text: the message, else the error, else the fallback', () => {
    expect(samplesErrorText({ message: 'm', error: 'e' })).toBe('m');
    expect(samplesErrorText({ error: 'e' })).toBe('e');
    expect(samplesErrorText(null)).toBe('Sorry, an error occurred');
  });
});
