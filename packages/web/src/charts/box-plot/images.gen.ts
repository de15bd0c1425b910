// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/box_plot-thumbnail.png';
import example0 from './images/box_plot-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  box_plot: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Box Plot" }] },
};
