// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/waterfall-thumbnail.png';
import example0 from './images/waterfall-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  waterfall: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Waterfall" }] },
};
