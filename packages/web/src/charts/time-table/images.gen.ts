// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/time_table-thumbnail.png';
import example0 from './images/time_table-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  time_table: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Births by state over time" }] },
};
