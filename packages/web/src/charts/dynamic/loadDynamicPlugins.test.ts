import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartPlugin } from '../types';
import { dynamicPluginPending, dynamicPluginStatuses, resetDynamicPluginState } from './dynamicPluginState';
import { type LoaderDeps, loadDynamicPlugins } from './loadDynamicPlugins';

afterEach(() => resetDynamicPluginState());

const helloModule = {
  default: ({ React }: { React: typeof import('react') }) => ({
    metadata: { name: 'Hello' },
    transformProps: ({ queriesData }: { queriesData: readonly { data: unknown[] }[] }) => ({
      rows: queriesData[0]?.data.length ?? 0,
    }),
    Component: ({ props }: { props: { rows: number } }) => React.createElement('b', null, props.rows),
  }),
};

function deps(modules: Record<string, unknown>, entries = Object.keys(modules)) {
  const registered: ChartPlugin[] = [];
  const log = vi.fn();
  const value: LoaderDeps = {
    fetchList: () => Promise.resolve(entries.map((key) => ({ key, bundle_url: `/plugins/${key}.js` }))),
    importBundle: (url) => {
      const key = url.replace('/plugins/', '').replace('.js', '');
      const module = modules[key];
      return module instanceof Error ? Promise.reject(module) : Promise.resolve(module);
    },
    registry: { register: (plugin: ChartPlugin) => void registered.push(plugin) } as LoaderDeps['registry'],
    log,
  };
  return { value, registered, log };
}

describe('loadDynamicPlugins', () => {
  it('registers each bundle’s chart under its key and marks it complete without error', async () => {
    const { value, registered, log } = deps({ hello: helloModule });
    const loading = loadDynamicPlugins(value);
    await loading;
    expect(log).not.toHaveBeenCalled();
    expect(dynamicPluginStatuses()).toEqual({ hello: { key: 'hello', mounting: false, error: null } });
    const [plugin] = registered;
    expect(plugin?.id).toBe('hello');
    expect(plugin?.metadata).toEqual({ name: 'Hello', category: 'Custom', description: '', tags: [] });
    const transform = await plugin!.loadTransformProps();
    expect(transform({ queriesData: [{ data: [1, 2, 3] }] } as never)).toEqual({ rows: 3 });
    // The default query: metrics grouped by groupby.
    const query = plugin!.buildQuery({
      datasource: '3__table',
      viz_type: 'hello',
      metrics: ['count'],
      groupby: ['x'],
    });
    expect(query.datasource).toEqual({ id: 3, type: 'table' });
    expect(query.queries[0]).toMatchObject({ metrics: ['count'], columns: ['x'] });
  });

  it('logs and marks a plugin whose bundle fails, and still loads the others', async () => {
    const { value, registered, log } = deps({
      broken: new Error('Failed to fetch dynamically imported module'),
      empty: { default: { metadata: { name: 'No parts' } } },
      hello: helloModule,
    });
    await loadDynamicPlugins(value);
    expect(registered.map((plugin) => plugin.id)).toEqual(['hello']);
    expect(dynamicPluginStatuses().broken).toEqual({
      key: 'broken',
      mounting: false,
      error: 'Failed to fetch dynamically imported module',
    });
    expect(dynamicPluginStatuses().empty?.error).toBe(
      'The plugin definition has no transformProps function.',
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe(
      'Dynamic plugin "broken" (/plugins/broken.js) failed to load: Failed to fetch dynamically imported module',
    );
  });

  it('goes on without plugins when the list cannot be read', async () => {
    const { value, log } = deps({});
    await loadDynamicPlugins({ ...value, fetchList: () => Promise.reject(new Error('Not found')) });
    expect(log.mock.calls[0]?.[0]).toBe('The dynamic plugins could not be listed: Not found');
    expect(dynamicPluginStatuses()).toEqual({});
  });

  it('lets a chart of a plugin’s type wait for the list and then the bundle', async () => {
    let release: (module: unknown) => void = () => {};
    const { value } = deps({ hello: helloModule });
    const loading = loadDynamicPlugins({
      ...value,
      importBundle: () => new Promise((resolve) => (release = resolve)),
    });
    const waiting = dynamicPluginPending('hello');
    expect(waiting).not.toBeNull();
    let done = false;
    void waiting?.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dynamicPluginStatuses().hello?.mounting).toBe(true);
    expect(done).toBe(false);
    release(helloModule);
    await loading;
    await waiting;
    expect(done).toBe(true);
    // Complete: nothing to wait for any more, nor for types no plugin brings.
    expect(dynamicPluginPending('hello')).toBeNull();
    await expect(dynamicPluginPending('unknown')).resolves.toBeUndefined();
  });

  it('draws the bundle’s component and tells the host it is drawn', async () => {
    const { value, registered } = deps({ hello: helloModule });
    await loadDynamicPlugins(value);
    const Chart = registered[0]!.component;
    const onRendered = vi.fn();
    render(
      createElement(Chart, {
        props: { rows: 7 },
        width: 100,
        height: 50,
        onRendered,
        onRenderFailed: vi.fn(),
      }),
    );
    expect(screen.getByText('7').tagName).toBe('B');
    expect(onRendered).toHaveBeenCalledTimes(1);
  });
});
