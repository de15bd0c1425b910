import '../../../test/dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { UploadModal } from './UploadModal';

// A shared two-core machine renders antd slowly: wait longer than the default second.
const WAIT = { timeout: 10_000 };

/** An XMLHttpRequest the test answers by hand: its upload progress, then its reply. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The request to `path` once the modal has sent it. */
async function sentTo(path: string): Promise<FakeXhr> {
  let found: FakeXhr | undefined;
  await waitFor(() => {
    found = FakeXhr.sent.find((xhr) => xhr.url === path && xhr.status === 0);
    expect(found).toBeDefined();
  }, WAIT);
  return found!;
}

const PREVIEW = {
  result: {
    items: [
      {
        sheet_name: null,
        column_names: ['city', 'sales'],
        column_types: ['STRING', 'INTEGER'],
        rows: [
          ['Lyon', 3],
          ['Oslo', 5],
        ],
        row_count: 2,
      },
    ],
    sheet_names: [],
  },
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/v1/security/csrf_token/')
        ? { result: 'csrf-1' }
        : url.startsWith('/api/v1/database/1/schemas/')
          ? { result: ['main'] }
          : { result: [{ id: 1, database_name: 'Shop', backend: 'sqlite' }], count: 1 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal() {
  render(
    <Provider store={makeStore()}>
      <App>
        <MemoryRouter>
          <UploadModal open kind="csv" kinds={['csv']} onClose={vi.fn()} />
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

async function pickFile(name: string, text: string) {
  const input = (await waitFor(() => {
    const found = document.querySelector('[data-test=upload-modal] input[type=file]');
    expect(found).not.toBeNull();
    return found;
  }, WAIT)) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const uploadButton = () => document.querySelector('[data-test=upload-submit]') as HTMLButtonElement;
const progressBar = () => document.querySelector('[data-test=upload-progress]');

describe('UploadModal', { timeout: 60_000 }, () => {
  it('shows the progress of the file being sent, then the rows uploaded', async () => {
    renderModal();
    await pickFile('sales.csv', 'city,sales\nLyon,3\nOslo,5\n');
    (await sentTo('/api/v1/database/upload_metadata/')).reply(200, PREVIEW);
    expect(await screen.findByText('Lyon', {}, WAIT)).toBeTruthy();
    expect((screen.getByDisplayValue('sales') as HTMLInputElement).value).toBe('sales');
    await waitFor(() => expect(uploadButton().disabled).toBe(false), WAIT);
    expect(progressBar()).toBeNull();

    fireEvent.click(uploadButton());
    const upload = await sentTo('/api/v1/database/1/upload/');
    expect(upload.headers['X-CSRFToken']).toBe('csrf-1');
    expect(upload.body?.get('table_name')).toBe('sales');
    expect((upload.body!.get('file') as File).name).toBe('sales.csv');
    // The bar follows the bytes sent, and says the server is writing once they all are.
    await waitFor(() => expect(progressBar()).not.toBeNull(), WAIT);
    expect(progressBar()?.textContent).toBe('0%');
    upload.progress(40, 100);
    expect(progressBar()?.textContent).toBe('40%');
    expect(progressBar()?.getAttribute('role')).toBe('progressbar');
    expect(progressBar()?.getAttribute('aria-valuenow')).toBe('40');
    expect(uploadButton().disabled || uploadButton().classList.contains('ant-btn-loading')).toBe(true);
    upload.progress(100, 100);
    expect(progressBar()?.textContent).toBe('Writing…');

    upload.reply(201, {
      message: 'OK',
      result: {
        dataset_id: 4,
        table_name: 'sales',
        schema: 'main',
        rows: 2,
        explore_url: '/explore/?datasource_id=4',
      },
    });
    expect(await screen.findByText('2 rows uploaded', {}, WAIT)).toBeTruthy();
    expect(progressBar()).toBeNull();
  });

  it('says why a malformed file cannot be read, and keeps Upload disabled', async () => {
    renderModal();
    await pickFile('broken.csv', 'city,sales\n"Lyon,3\n');
    (await sentTo('/api/v1/database/upload_metadata/')).reply(400, {
      message: 'Parsing error: EOF inside string starting at row 1',
    });
    expect(await screen.findByText('The file cannot be read with these settings', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/EOF inside string starting at row 1/)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    expect(FakeXhr.sent.some((xhr) => xhr.url.endsWith('/upload/'))).toBe(false);
  });

  it('shows the server’s reason when the upload itself fails, and lets the user try again', async () => {
    renderModal();
    await pickFile('sales.csv', 'city,sales\nLyon,3\n');
    (await sentTo('/api/v1/database/upload_metadata/')).reply(200, PREVIEW);
    await waitFor(() => expect(uploadButton().disabled).toBe(false), WAIT);
    fireEvent.click(uploadButton());
    const upload = await sentTo('/api/v1/database/1/upload/');
    upload.progress(100, 100);
    upload.reply(422, { message: 'Table already exists. You can change your upload settings.' });
    expect(await screen.findByText('The upload failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Table already exists/)).toBeTruthy();
    expect(progressBar()).toBeNull();
    expect(uploadButton().disabled).toBe(false);
  });
});
