import '../../../../test/dom';
import type { ChartMetadata } from '@tessera/core';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryEntries, type VizEntry } from '../../lib/vizGallery';
import { VizTypeControl } from './VizTypeControl';
import { VizTypeGallery } from './VizTypeGallery';

configure({ testIdAttribute: 'data-test', asyncUtilTimeout: 5000 });
afterEach(cleanup);

const meta = (name: string, category: string, tags: string[], description = '') =>
  ({
    name,
    category,
    tags,
    description,
    behaviors: [],
    deprecated: false,
    useLegacyApi: false,
  }) as ChartMetadata;

const ENTRIES: VizEntry[] = galleryEntries([
  {
    key: 'echarts_timeseries_line',
    metadata: {
      ...meta('Line Chart', 'Evolution', ['Popular', 'ECharts'], 'Lines over time.'),
      thumbnail: '/assets/line-thumbnail.png',
      exampleGallery: [
        { url: '/assets/line-example.jpg', caption: 'Births over time' },
        { url: '/assets/line-example-2.jpg', caption: 'Revenue by quarter' },
      ],
    },
  },
  { key: 'table', metadata: { ...meta('Table', 'Table', ['Popular']), label: 'FEATURED' } },
  { key: 'big_number_total', metadata: meta('Big Number', 'KPI', ['Popular']) },
  { key: 'pie', metadata: meta('Pie Chart', 'Part of a Whole', ['Popular', 'ECharts']) },
  { key: 'echarts_timeseries_bar', metadata: meta('Bar Chart', 'Evolution', ['Popular', 'ECharts']) },
  { key: 'echarts_area', metadata: meta('Area Chart', 'Evolution', ['ECharts']) },
  { key: 'sankey_v2', metadata: meta('Sankey Chart', 'Flow', ['ECharts', 'Relational']) },
  { key: 'box_plot', metadata: meta('Box Plot', 'Distribution', ['Statistical']) },
]);

function gallery(value = 'pie') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<VizTypeGallery open entries={ENTRIES} value={value} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
}

const tiles = () => screen.getAllByTestId('viz-gallery-tile').map((t) => t.textContent);
const details = () => screen.getByTestId('viz-gallery-details');

describe('VizTypeGallery', { timeout: 30_000 }, () => {
  it("shows every type with the sidebar's sections, the selected one described", () => {
    gallery('echarts_timeseries_line');
    expect(screen.getByText('Select a visualization type')).toBeTruthy();
    expect(tiles()).toHaveLength(ENTRIES.length);
    const sidebar = screen.getByRole('navigation', { name: 'Chart groups' });
    for (const label of [
      'All charts',
      'Recommended tags',
      'Popular',
      'ECharts',
      'Advanced-Analytics',
      'Category',
      'Tags',
    ])
      expect(within(sidebar).getAllByText(label).length).toBeGreaterThan(0);
    expect(within(details()).getByText('Lines over time.')).toBeTruthy();
  });

  it("says 'No description available.' for a type without one", () => {
    gallery('table');
    expect(within(details()).getByText('No description available.')).toBeTruthy();
  });

  it('details show the name, tags, description and the example images with their captions', () => {
    gallery('echarts_timeseries_line');
    const pane = details();
    expect(within(pane).getByRole('heading', { name: 'Line Chart' })).toBeTruthy();
    expect(within(pane).getByText('Popular')).toBeTruthy();
    expect(within(pane).getByText('ECharts')).toBeTruthy();
    expect(within(pane).getByText('Lines over time.')).toBeTruthy();
    const examples = within(pane).getByRole('region', { name: 'Examples' });
    const images = within(examples).getAllByRole('img');
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/assets/line-example.jpg', 'Births over time'],
      ['/assets/line-example-2.jpg', 'Revenue by quarter'],
    ]);
    expect(within(examples).getByText('Births over time').tagName).toBe('FIGCAPTION');
    expect(within(pane).queryByTestId('viz-badge')).toBeNull();
  });

  it("a labelled type shows its badge, the label's explanation as tooltip", async () => {
    gallery('table');
    const badge = within(details()).getByTestId('viz-badge');
    expect(badge.textContent).toBe('FEATURED');
    fireEvent.mouseEnter(badge);
    expect(
      await screen.findByText(
        'This chart was tested and verified, so the overall experience should be stable.',
      ),
    ).toBeTruthy();
  });

  it('a type of its own explanation shows it instead', async () => {
    const entries = galleryEntries([
      {
        key: 'pie',
        metadata: {
          ...meta('Pie Chart', 'Part of a Whole', []),
          label: 'DEPRECATED',
          labelExplanation: 'Use Donut.',
        },
      },
    ]);
    render(<VizTypeGallery open entries={entries} value="pie" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const badge = within(details()).getByTestId('viz-badge');
    expect(badge.textContent).toBe('DEPRECATED');
    fireEvent.mouseEnter(badge);
    expect(await screen.findByText('Use Donut.')).toBeTruthy();
  });

  it('the grid shows a picture where a type has one, else the drawn shape', () => {
    gallery('pie');
    const line = screen.getByRole('option', { name: 'Line Chart' });
    const img = within(line).getByRole('img');
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/assets/line-thumbnail.png');
    expect(img.getAttribute('alt')).toBe('Line Chart thumbnail');
    const pie = screen.getByRole('option', { name: 'Pie Chart' });
    expect(pie.querySelector('img')).toBeNull();
    expect(pie.querySelector('svg.viz-thumbnail')).not.toBeNull();
  });

  it('a type with a thumbnail and no examples shows the thumbnail as its example', () => {
    const entries = galleryEntries([
      { key: 'pie', metadata: { ...meta('Pie Chart', 'Part of a Whole', []), thumbnail: '/assets/pie.png' } },
    ]);
    render(<VizTypeGallery open entries={entries} value="pie" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const examples = within(details()).getByRole('region', { name: 'Examples' });
    expect(within(examples).getByRole('img', { name: 'Pie Chart' }).getAttribute('src')).toBe(
      '/assets/pie.png',
    );
  });

  it('a section narrows the grid and clears a selection it does not hold', () => {
    gallery('pie');
    const sidebar = screen.getByRole('navigation', { name: 'Chart groups' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Flow' }));
    expect(tiles()).toEqual(['Sankey Chart']);
    expect(within(details()).getByText('Select a visualization type')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select' }).hasAttribute('disabled')).toBe(true);
  });

  it('search overrides browsing, with the placeholder of the spec', () => {
    gallery('pie');
    fireEvent.click(screen.getByRole('button', { name: 'Flow' }));
    const search = screen.getByPlaceholderText('Search all charts');
    fireEvent.change(search, { target: { value: 'statistical' } });
    expect(tiles()).toEqual(['Box Plot']);
    expect(screen.getByRole('button', { name: 'Flow' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the cursor in the search box once the dialog has opened', async () => {
    gallery('pie');
    const search = screen.getByPlaceholderText('Search all charts');
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('double click confirms', () => {
    const { onConfirm } = gallery('pie');
    fireEvent.doubleClick(screen.getByText('Sankey Chart'));
    expect(onConfirm).toHaveBeenCalledWith('sankey_v2');
  });

  it('arrow keys move the selection and Enter confirms it', () => {
    const { onConfirm } = gallery('echarts_timeseries_line');
    const grid = screen.getByRole('listbox', { name: 'Chart types' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Table');
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('big_number_total');
  });

  it('Enter in the search confirms the best match', () => {
    const { onConfirm } = gallery('pie');
    const search = screen.getByPlaceholderText('Search all charts');
    fireEvent.change(search, { target: { value: 'sankey' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('sankey_v2');
  });
});

describe('VizTypeControl', { timeout: 30_000 }, () => {
  it('offers the six quick tiles, plus the current type when it is another', () => {
    const onChange = vi.fn();
    render(<VizTypeControl id="viz" value="sankey_v2" onChange={onChange} entries={ENTRIES} />);
    const group = screen.getByRole('group', { name: 'Most used chart types' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Sankey Chart', 'Line Chart', 'Table', 'Big Number', 'Pie Chart', 'Bar Chart', 'Area Chart']);
    expect(within(group).getByRole('button', { name: 'Sankey Chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Pie Chart' }));
    expect(onChange).toHaveBeenCalledWith('pie');
  });

  it("'View all charts' opens the gallery and its choice changes the type", () => {
    const onChange = vi.fn();
    render(<VizTypeControl id="viz" value="table" onChange={onChange} entries={ENTRIES} />);
    fireEvent.click(screen.getByRole('button', { name: /View all charts/ }));
    fireEvent.click(screen.getByText('Box Plot'));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith('box_plot');
  });
});
