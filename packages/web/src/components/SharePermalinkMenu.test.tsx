import '../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePermalinkMenu } from './SharePermalinkMenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function share(createUrl: () => Promise<string>) {
  render(
    <AntApp>
      <SharePermalinkMenu testId="share" createUrl={createUrl} />
    </AntApp>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Share/ }));
  fireEvent.click(await screen.findByText('Copy permalink to clipboard'));
}

describe('SharePermalinkMenu', { timeout: 20_000 }, () => {
  it("copies the permalink and says 'Link Copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await share(async () => 'http://host/superset/dashboard/p/abc/');
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://host/superset/dashboard/p/abc/');
  });

  it('says why when the permalink cannot be made', async () => {
    await share(async () => {
      throw new Error('Forbidden');
    });
    expect(await screen.findByText('The permalink could not be created: Forbidden')).toBeTruthy();
  });
});
