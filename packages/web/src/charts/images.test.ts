import { describe, expect, it } from 'vitest';
import { chartRegistry } from './plugins';

/**
 * Chart types offered without a picture, each with the reason; they keep the drawn shape. A type
 * leaves this list once `npm run chart-images` can draw it on the examples' data.
 */
const WITHOUT_PICTURES: Readonly<Record<string, string>> = {
  gantt_chart:
    'no example dataset has rows with a start and an end time, and no Superset example is a Gantt chart',
  deck_geojson: 'no example dataset has a GeoJSON column, and no Superset example is a GeoJSON layer',
  deck_multi: "drawn over the examples' deck.gl charts it answered no rows (to look into)",
  cal_heatmap: 'needs daily data over years; the example births are yearly (one cell a year)',
  time_pivot: 'needs daily data over years; the example births are yearly (one point a line)',
};

/** Every picture's bytes, as data URLs (Vite's `?inline`): the web app's tests read no files. */
const pictures = import.meta.glob<string>('./*/images/*', {
  query: '?inline',
  import: 'default',
  eager: true,
});
const bytesOf = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
};
const offered = chartRegistry.list().filter((plugin) => !plugin.metadata.deprecated);

describe('chart-type pictures (spec 001 "Chart type metadata")', () => {
  it('every offered chart type has a thumbnail, or is a listed exception', () => {
    const missing = offered
      .filter((plugin) => !plugin.metadata.thumbnail && !WITHOUT_PICTURES[plugin.id])
      .map((plugin) => plugin.id);
    expect(missing).toEqual([]);
  });

  it('lists no exception that has a picture after all', () => {
    const pictured = Object.keys(WITHOUT_PICTURES).filter(
      (id) => chartRegistry.has(id) && chartRegistry.get(id).metadata.thumbnail,
    );
    expect(pictured).toEqual([]);
  });

  it('a type with a thumbnail has captioned example images too', () => {
    for (const plugin of offered.filter((p) => p.metadata.thumbnail)) {
      const gallery = plugin.metadata.exampleGallery ?? [];
      expect(gallery.length, plugin.id).toBeGreaterThan(0);
      for (const example of gallery) {
        expect(example.url, plugin.id).toMatch(/\.(png|jpe?g|webp)$/);
        expect(example.caption, plugin.id).not.toBe('');
      }
    }
  });

  it('keeps the pictures small: thumbnails ≤ 15 KB, examples ≤ 60 KB', () => {
    expect(Object.keys(pictures).length).toBeGreaterThan(0);
    const oversized = Object.entries(pictures)
      .map(([path, dataUrl]) => ({ path, size: bytesOf(dataUrl) }))
      .filter(({ path, size }) => size > (path.includes('-thumbnail.') ? 15_000 : 60_000))
      .map(({ path, size }) => `${path}: ${size} B`);
    expect(oversized).toEqual([]);
  });
});
