// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/partition-thumbnail.png';
import example0 from './images/partition-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  partition: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Births by gender and state" }] },
};
