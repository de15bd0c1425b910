import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import DashboardPage from './DashboardPage';
import { ALL_PERMISSIONS, DASHBOARD_ID, fakeDashboardServer } from './testing/fakeDashboardServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(address = `/superset/dashboard/${DASHBOARD_ID}/`) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[address]}>
        <App>
          <DashboardPage idOrSlug={String(DASHBOARD_ID)} />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

describe('dashboard page', { timeout: 30_000 }, () => {
  it('loads the chart, then "Refresh dashboard" runs it again with force', async () => {
    const server = fakeDashboardServer();
    renderPage();
    await waitFor(() => expect(server.chartData).toHaveLength(1));
    expect(server.chartData[0]?.body.force).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh dashboard' }));
    await waitFor(() => expect(server.chartData).toHaveLength(2));
    expect(server.chartData[1]?.body.force).toBe(true);
    expect(server.chartData[1]?.url).toContain('force=true');
  });
});

/** The header's Draft/Published badge (a button for editors). */
const badge = () => document.querySelector<HTMLElement>('[data-test=publish-toggle]');
const findBadge = () => waitFor(() => badge() ?? Promise.reject(new Error('no publish toggle')));
const without = (permission: string) => ALL_PERMISSIONS.filter((p) => p !== permission);
const title = () => screen.findByRole('heading', { name: /Sales/ });
const openMore = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'More dashboard actions' }));
  return screen.findByRole('menu');
};

describe('dashboard page permission flags', { timeout: 30_000 }, () => {
  it('opens ?edit=true in edit mode for an owner who may edit', async () => {
    fakeDashboardServer();
    renderPage(`/superset/dashboard/${DASHBOARD_ID}/?edit=true`);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh dashboard' })).toBeNull();
  });

  it.each([
    ['not an owner', { owner: false }],
    ['without can_write on Dashboard', { permissions: without('can_write|Dashboard') }],
  ])('keeps ?edit=true in view mode for a user %s (no dash_edit_perm)', async (_who, options) => {
    fakeDashboardServer(options);
    renderPage(`/superset/dashboard/${DASHBOARD_ID}/?edit=true`);
    expect(await screen.findByRole('button', { name: 'Refresh dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit dashboard/ })).toBeNull();
    // Not editable: no draft toggle, no rename.
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('shows Share and "Save as" with dash_share_perm and dash_save_perm', async () => {
    fakeDashboardServer();
    renderPage();
    await title();
    expect(await screen.findByRole('button', { name: /Share/ })).toBeTruthy();
    await openMore();
    expect(screen.getByText('Save as')).toBeTruthy();
  });

  it('hides Share without dash_share_perm', async () => {
    fakeDashboardServer({ permissions: without('can_share_dashboard|Superset') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Refresh dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('hides "Save as" without dash_save_perm', async () => {
    fakeDashboardServer({ permissions: without('can_save_dash|Superset') });
    renderPage();
    await openMore();
    expect(
      screen.getByText('Refresh dashboard', { selector: '.ant-dropdown-menu-title-content' }),
    ).toBeTruthy();
    expect(screen.queryByText('Save as')).toBeNull();
  });
});

describe('dashboard page saves', { timeout: 30_000 }, () => {
  it('the Draft/Published toggle PUTs `published` and the badge follows', async () => {
    const server = fakeDashboardServer({ published: false });
    renderPage();
    const toggle = await findBadge();
    expect(toggle.textContent).toBe('Draft');
    fireEvent.click(toggle);
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toMatchObject({ published: true });
    await waitFor(() => expect(badge()?.textContent).toBe('Published'));
    fireEvent.click(badge() as HTMLElement);
    await waitFor(() => expect(server.puts).toHaveLength(2));
    expect(server.puts[1]).toMatchObject({ published: false });
    await waitFor(() => expect(badge()?.textContent).toBe('Draft'));
  });

  it('shows the error banner when a save fails with other than 409, and keeps the badge', async () => {
    const server = fakeDashboardServer({ published: false, putStatus: 500 });
    renderPage();
    fireEvent.click(await findBadge());
    await waitFor(() => expect(server.puts).toHaveLength(1));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('The dashboard could not be saved');
    expect(banner.textContent).toContain('The database is read-only');
    expect(badge()?.textContent).toBe('Draft');
    // Not the stale-copy dialog of a 409.
    expect(screen.queryByText(/changed recently/)).toBeNull();
  });
});
