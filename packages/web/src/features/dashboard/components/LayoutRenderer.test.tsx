import '../../../test/dom';
import type { Position } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { LayoutRenderer } from './LayoutRenderer';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: {
    id: 'GRID_ID',
    type: 'GRID',
    children: ['HEADER-a', 'ROW-1', 'DIVIDER-x', 'TABS-t'],
    parents: ['ROOT_ID'],
  },
  'HEADER-a': {
    id: 'HEADER-a',
    type: 'HEADER',
    children: [],
    meta: { text: 'Sales', headerSize: 'LARGE_HEADER' },
  },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: ['MARKDOWN-m', 'COLUMN-c'],
    parents: ['ROOT_ID', 'GRID_ID'],
  },
  'MARKDOWN-m': {
    id: 'MARKDOWN-m',
    type: 'MARKDOWN',
    children: [],
    meta: { code: '# Notes\n\nFirst line\nsecond line', width: 4, height: 30 },
  },
  'COLUMN-c': { id: 'COLUMN-c', type: 'COLUMN', children: ['CHART-gone'], meta: { width: 8 } },
  'CHART-gone': {
    id: 'CHART-gone',
    type: 'CHART',
    children: [],
    meta: { chartId: 404, width: 8, height: 50, sliceName: 'Deleted chart' },
  },
  'DIVIDER-x': { id: 'DIVIDER-x', type: 'DIVIDER', children: [] },
  'TABS-t': { id: 'TABS-t', type: 'TABS', children: ['TAB-1', 'TAB-2'] },
  'TAB-1': { id: 'TAB-1', type: 'TAB', children: [], meta: { text: 'Overview' } },
  'TAB-2': { id: 'TAB-2', type: 'TAB', children: ['TAB-1'], meta: { text: 'Details' } },
};

afterEach(cleanup);

describe('dashboard layout renderer', { timeout: 30_000 }, () => {
  it('draws headers, markdown, columns, dividers, tabs and chart holders from position_json', async () => {
    const { container } = render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <LayoutRenderer position={position} charts={new Map()} datasets={{}} refreshToken={1} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: /^Sales/ }).className).toContain('large');
    expect((await screen.findByRole('heading', { name: 'Notes' }, { timeout: 15_000 })).tagName).toBe('H1');
    expect(screen.getByText(/First line/).textContent).toBe('First line\nsecond line');
    expect(container.querySelector('hr.layout-divider')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Overview/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Details/ })).toBeTruthy();
    // Deep links: tabs, headers and charts carry their layout id, with a button that copies it.
    expect(container.querySelector('#TAB-2')?.textContent).toBe('Details');
    expect(container.querySelector('#HEADER-a')?.tagName).toBe('H2');
    expect(container.querySelector('#CHART-gone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy a link to Details' })).toBeTruthy();
    // A chart the dashboard no longer has keeps its place and says so, without breaking the rest.
    const holder = container.querySelector('[data-test=dashboard-chart]') as HTMLElement;
    expect(holder.textContent).toContain('Deleted chart');
    expect(holder.textContent).toContain('This chart is not available');
    expect(holder.style.height).toBe('400px');
    // Widths on the 12-column grid: 4 of 12 for the markdown, 8 of 12 for the column.
    const markdownCell = container.querySelector('.layout-markdown')?.parentElement as HTMLElement;
    expect(markdownCell.style.flex).toContain('33.3333%');
    expect((container.querySelector('.layout-column') as HTMLElement).style.flex).toContain('66.6667%');
  });
});
