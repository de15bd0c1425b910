// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/deck_arc-thumbnail.jpg';
import example0 from './images/deck_arc-example.jpg';
import thumbnail1 from './images/deck_grid-thumbnail.jpg';
import example1 from './images/deck_grid-example.jpg';
import thumbnail2 from './images/deck_heatmap-thumbnail.png';
import example2 from './images/deck_heatmap-example.jpg';
import thumbnail3 from './images/deck_hex-thumbnail.jpg';
import example3 from './images/deck_hex-example.jpg';
import thumbnail4 from './images/deck_path-thumbnail.png';
import example4 from './images/deck_path-example.jpg';
import thumbnail5 from './images/deck_polygon-thumbnail.png';
import example5 from './images/deck_polygon-example.jpg';
import thumbnail6 from './images/deck_scatter-thumbnail.jpg';
import example6 from './images/deck_scatter-example.jpg';
import thumbnail7 from './images/deck_screengrid-thumbnail.png';
import example7 from './images/deck_screengrid-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  deck_arc: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Deck.gl Arcs" }] },
  deck_grid: { thumbnail: thumbnail1, exampleGallery: [{ url: example1, caption: "Deck.gl Grid" }] },
  deck_heatmap: { thumbnail: thumbnail2, exampleGallery: [{ url: example2, caption: "Deck.gl Heatmap" }] },
  deck_hex: { thumbnail: thumbnail3, exampleGallery: [{ url: example3, caption: "Deck.gl Hexagons" }] },
  deck_path: { thumbnail: thumbnail4, exampleGallery: [{ url: example4, caption: "Deck.gl Path" }] },
  deck_polygon: { thumbnail: thumbnail5, exampleGallery: [{ url: example5, caption: "Deck.gl Polygons" }] },
  deck_scatter: { thumbnail: thumbnail6, exampleGallery: [{ url: example6, caption: "Deck.gl Scatterplot" }] },
  deck_screengrid: { thumbnail: thumbnail7, exampleGallery: [{ url: example7, caption: "Deck.gl Screen grid" }] },
};
