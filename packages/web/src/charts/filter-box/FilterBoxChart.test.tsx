import '../../test/dom';
import type { DataMask } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FilterBoxChart from './FilterBoxChart';
import type { FilterBoxField, FilterBoxProps } from './transformProps';
import { SEARCH_DEBOUNCE_MS } from './useOptionSearch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const genre = (extra: Partial<FilterBoxField> = {}): FilterBoxField => ({
  column: 'genre',
  label: 'Genre',
  multiple: true,
  clearable: true,
  searchAllOptions: false,
  asc: false,
  options: [
    { value: 'Action', label: 'Action' },
    { value: 'Sports', label: 'Sports' },
  ],
  ...extra,
});

function renderBox(extra: Partial<FilterBoxProps> = {}, masks: DataMask[] = []) {
  const props: FilterBoxProps = {
    fields: [genre()],
    dateFilter: false,
    showTimeGrain: false,
    showTimeColumn: false,
    timeColumns: [],
    instant: true,
    initial: { values: { genre: [] } },
    fromDefaults: false,
    emit: (mask) => masks.push(mask),
    formData: {
      datasource: '3__table',
      viz_type: 'filter_box',
      filter_configs: [{ column: 'genre', searchAllOptions: true }, { column: 'platform' }],
    },
    ...extra,
  };
  return render(
    <FilterBoxChart props={props} width={300} height={400} onRendered={() => {}} onRenderFailed={() => {}} />,
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** explore_json answers `found` for genre; every call is kept with its form data. */
function stubServer(found: readonly string[]) {
  const searches: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('csrf_token')) return json({ result: 'token' });
    searches.push((JSON.parse(String(init?.body)) as { form_data: Record<string, unknown> }).form_data);
    return json({ data: { genre: found.map((id) => ({ id, text: id })) } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, searches };
}

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

describe('filter box search all options', { timeout: 30_000 }, () => {
  it('asks the server, once typing pauses, for the values matching the text and lists them', async () => {
    const { searches } = stubServer(['Reaction', 'Action RPG']);
    renderBox({ fields: [genre({ searchAllOptions: true })] });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    type('a');
    type('ac');
    type('act');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 2));
    expect(searches).toHaveLength(0);
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      viz_type: 'filter_box',
      filter_configs: [{ column: 'genre', searchAllOptions: true }],
      adhoc_filters: [
        {
          clause: 'WHERE',
          expressionType: 'SIMPLE',
          subject: 'genre',
          operator: 'ILIKE',
          comparator: '%act%',
        },
      ],
    });
    // Values the loaded list did not have, those starting with the text first.
    await screen.findByTitle('Action RPG');
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
      o.getAttribute('title'),
    );
    expect(titles).toEqual(['Action RPG', 'Reaction']);
  });

  it('picks a found value like a loaded one', async () => {
    stubServer(['Action RPG']);
    const masks: DataMask[] = [];
    renderBox({ fields: [genre({ searchAllOptions: true })] }, masks);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    type('rpg');
    fireEvent.click(await screen.findByTitle('Action RPG'));
    expect(masks.at(-1)?.filterState?.value).toMatchObject({ values: { genre: ['Action RPG'] } });
  });

  it('only filters the loaded values when the filter does not search all options', async () => {
    const { fetch } = stubServer(['Action RPG']);
    renderBox();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    type('spo');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2)));
    expect(fetch).not.toHaveBeenCalled();
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
      o.getAttribute('title'),
    );
    expect(titles).toEqual(['Sports']);
  });
});

describe('filter box Apply button', { timeout: 30_000 }, () => {
  it('is not there when filtering is instant: a change filters at once', () => {
    const masks: DataMask[] = [];
    renderBox({ instant: true }, masks);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByTitle('Sports'));
    expect(masks).toHaveLength(1);
  });

  it('is disabled until a change, then sends it and is disabled again', () => {
    const masks: DataMask[] = [];
    renderBox({ instant: false }, masks);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByTitle('Sports'));
    expect(masks).toHaveLength(0);
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(masks).toHaveLength(1);
    expect(masks[0]?.filterState?.value).toMatchObject({ values: { genre: ['Sports'] } });
    expect(apply.disabled).toBe(true);
  });
});
