// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/histogram_v2-thumbnail.png';
import example0 from './images/histogram_v2-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  histogram_v2: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Histogram" }] },
};
