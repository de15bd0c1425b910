// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/big_number_total-thumbnail.png';
import example0 from './images/big_number_total-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  big_number_total: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Total Revenue" }] },
};
