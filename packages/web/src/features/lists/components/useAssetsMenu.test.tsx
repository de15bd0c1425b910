import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell } from '../../../app/Shell';
import type { SessionUser } from '../../../app/session';
import { makeStore } from '../../../app/store';
import { EXPORT_PERMISSION, IMPORT_PERMISSION } from './useAssetsMenu';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../app/saveFile', () => ({ saveBlob }));

const PASSWORD_NEEDED_ANSWER = {
  errors: [
    {
      message: 'Error importing assets',
      extra: {
        'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
        issue_codes: [{ code: 1010, message: 'Issue 1010' }],
      },
    },
  ],
};

interface Call {
  readonly method: string;
  readonly url: string;
  readonly form: FormData | null;
}
const calls: Call[] = [];

/** The server; `imports` answers each POST /api/v1/assets/import/ in turn. */
function serve(imports: { status: number; body: unknown }[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: input, form: init?.body instanceof FormData ? init.body : null });
      const reply = (
        status: number,
        body: unknown,
        headers: Record<string, string> = { 'content-type': 'application/json' },
      ) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
      if (input === '/api/v1/security/csrf_token/') return reply(200, { result: 'token' });
      if (input.startsWith('/api/v1/tessera/bootstrap')) return reply(200, { user: null, feature_flags: {} });
      if (input === '/api/v1/assets/export/') {
        return reply(200, 'PK-assets', {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename=assets_export_20260101T000000.zip',
        });
      }
      if (input === '/api/v1/assets/import/') {
        const next = imports.shift() ?? { status: 200, body: { message: 'OK' } };
        return reply(next.status, next.body);
      }
      return reply(404, { message: 'Not found' });
    }),
  );
}

function renderShell(permissions: readonly string[]) {
  const user: SessionUser = { id: 1, username: 'admin', firstName: 'Ada', permissions };
  render(
    <Provider store={makeStore()}>
      <AntApp>
        <MemoryRouter>
          <Shell user={user}>
            <div />
          </Shell>
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

const openSettings = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Ada/ }));
};
const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

async function chooseBundle() {
  await find('Drop an exported ZIP here or click to choose one');
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File(['PK-bundle'], 'assets.zip', { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [file] } });
  await find('assets.zip');
  return file;
}

/** The dialog's Import button (antd's leaving loading icon never finishes its motion in jsdom). */
const importButton = () => screen.findByRole('button', { name: /^(loading )?Import$/ }, { timeout: 10_000 });
const imports = () => calls.filter((call) => call.url === '/api/v1/assets/import/');

beforeEach(() => {
  calls.length = 0;
  saveBlob.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings menu: all assets', { timeout: 30_000 }, () => {
  it('downloads /api/v1/assets/export/ under the name the server gives', async () => {
    serve();
    renderShell([EXPORT_PERMISSION, IMPORT_PERMISSION]);
    await openSettings();
    fireEvent.click(await find('Export all assets'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('assets_export_20260101T000000.zip');
    expect(await blob.text()).toBe('PK-assets');
  });

  it('imports a bundle as `bundle`, asking for the database password the server needs', async () => {
    serve([{ status: 422, body: PASSWORD_NEEDED_ANSWER }]);
    renderShell([EXPORT_PERMISSION, IMPORT_PERMISSION]);
    await openSettings();
    fireEvent.click(await find('Import assets'));
    expect(await screen.findByRole('dialog', { name: 'Import assets' })).toBeTruthy();
    const file = await chooseBundle();
    fireEvent.click(await importButton());

    expect(await find('Must provide a password for the database')).toBeTruthy();
    const password = await screen.findByLabelText('databases/examples.yaml password');
    expect(((await importButton()) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(password, { target: { value: 's3cret' } });
    fireEvent.click(await importButton());

    expect(await find('The import was successful')).toBeTruthy();
    const [first, second] = imports().map((call) => call.form as FormData);
    const sent = first?.get('bundle');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe(file.name);
    expect(first?.get('passwords')).toBeNull();
    expect(JSON.parse(String(second?.get('passwords')))).toEqual({ 'databases/examples.yaml': 's3cret' });
    // The assets import always overwrites; it takes no overwrite field.
    expect(second?.get('overwrite')).toBeNull();
  });

  it("says 'An error occurred while importing assets: %s' and to re-export when the import fails", async () => {
    serve([
      {
        status: 422,
        body: { errors: [{ message: 'Error importing assets', extra: { 'charts/a.yaml': 'bad yaml' } }] },
      },
    ]);
    renderShell([IMPORT_PERMISSION]);
    await openSettings();
    fireEvent.click(await find('Import assets'));
    await chooseBundle();
    fireEvent.click(await importButton());
    expect(await find('An error occurred while importing assets: charts/a.yaml: bad yaml')).toBeTruthy();
    expect(await find('Please re-export your file and try importing again')).toBeTruthy();
  });

  it('offers neither entry to a user without the ImportExportRestApi permissions', async () => {
    serve();
    renderShell(['can_read|Chart']);
    await openSettings();
    expect(await find('Annotation Layers')).toBeTruthy();
    expect(screen.queryByText('Export all assets')).toBeNull();
    expect(screen.queryByText('Import assets')).toBeNull();
  });
});
