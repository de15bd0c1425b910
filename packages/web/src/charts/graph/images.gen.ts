// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/graph_chart-thumbnail.png';
import example0 from './images/graph_chart-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  graph_chart: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Graph" }] },
};
