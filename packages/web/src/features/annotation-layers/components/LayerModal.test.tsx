import '../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { LayerModal } from './LayerModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LayerModal', { timeout: 30_000 }, () => {
  it("says 'An error occurred while creating annotation layers: %s' when the server refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const body =
          input === '/api/v1/security/csrf_token/'
            ? { result: 'token' }
            : { message: { name: ['Name must be unique'] } };
        return new Response(JSON.stringify(body), {
          status: input === '/api/v1/security/csrf_token/' ? 200 : 422,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <Provider store={makeStore()}>
        <AntApp>
          <LayerModal open layer={null} onClose={() => undefined} onSaved={() => undefined} />
        </AntApp>
      </Provider>,
    );
    fireEvent.change(await screen.findByLabelText('Annotation layer name'), { target: { value: 'Events' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        /^An error occurred while creating annotation layers: .*Name must be unique/,
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy();
  });
});
