import '../../../../test/dom';
import type { Position } from '@tessera/core';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { LayoutRenderer } from '../LayoutRenderer';
import { labelColorsProblem } from '../PropertiesModal';
import { LayoutEditingContext } from './editing';
import { useLayoutEditor } from './useLayoutEditor';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['MARKDOWN-m', 'CHART-c'], parents: ['ROOT_ID', 'GRID_ID'] },
  'MARKDOWN-m': {
    id: 'MARKDOWN-m',
    type: 'MARKDOWN',
    children: [],
    meta: { code: 'Hello', width: 4, height: 30 },
  },
  'CHART-c': {
    id: 'CHART-c',
    type: 'CHART',
    children: [],
    meta: { chartId: 7, width: 4, height: 50, sliceName: 'Seven' },
  },
};

afterEach(cleanup);

describe('dashboard edit mode', { timeout: 30_000 }, () => {
  it('keeps a history of layout changes with undo and redo, also from the keyboard', () => {
    const { result } = renderHook(() => useLayoutEditor(position));
    act(() => result.current.editing.resize('CHART-c', { width: 6 }));
    expect(result.current.position['CHART-c']).toMatchObject({ meta: { width: 6 } });
    expect(result.current.canUndo).toBe(true);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    });
    expect(result.current.position['CHART-c']).toMatchObject({ meta: { width: 4 } });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true }));
    });
    expect(result.current.position['CHART-c']).toMatchObject({ meta: { width: 6 } });
    act(() => result.current.editing.remove('CHART-c'));
    expect(result.current.position['CHART-c']).toBeUndefined();
  });

  it('draws toolbars, drop zones and the markdown editor, and its buttons change the layout', () => {
    function Harness() {
      const editor = useLayoutEditor(position);
      return (
        <LayoutEditingContext.Provider value={editor.editing}>
          <LayoutRenderer
            position={editor.position}
            charts={new Map()}
            datasets={{}}
            refreshToken={1}
            editing={editor.editing}
          />
        </LayoutEditingContext.Provider>
      );
    }
    const { container } = render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </Provider>,
    );
    expect(container.querySelectorAll('[data-test=edit-frame]')).toHaveLength(3);
    expect(container.querySelectorAll('section.drop-zone.horizontal')).toHaveLength(3);
    // A chart added in this edit holds its place until the save.
    expect(screen.getByText(/draws once the dashboard is saved/)).toBeTruthy();
    expect(screen.getByText('Preview')).toBeTruthy();
    const chartFrame = container.querySelector('[data-id="CHART-c"]') as HTMLElement;
    fireEvent.click(chartFrame.querySelector('[aria-label=Wider]') as HTMLElement);
    expect(chartFrame.querySelector('.edit-width')?.textContent).toBe('5/12');
    fireEvent.click(chartFrame.querySelector('[aria-label="Move left"]') as HTMLElement);
    const order = [...container.querySelectorAll('.layout-row [data-test=edit-frame]')].map((n) =>
      n.getAttribute('data-id'),
    );
    expect(order).toEqual(['CHART-c', 'MARKDOWN-m']);
    fireEvent.click(chartFrame.querySelector('[aria-label="Delete chart"]') as HTMLElement);
    expect(container.querySelector('[data-id="CHART-c"]')).toBeNull();
  });
});

describe('label colours in the properties dialog', () => {
  it('accepts an object of colours and explains anything else', () => {
    expect(labelColorsProblem('')).toBeNull();
    expect(labelColorsProblem('{"Boys": "#1f77b4"}')).toBeNull();
    expect(labelColorsProblem('{Boys: 1')).toMatch(/valid JSON/);
    expect(labelColorsProblem('["#fff"]')).toMatch(/JSON object/);
    expect(labelColorsProblem('{"Boys": 3}')).toBe(
      'The colour of "Boys" must be a string such as "#1f77b4".',
    );
  });
});
