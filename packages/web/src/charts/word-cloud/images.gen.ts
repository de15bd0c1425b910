// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/word_cloud-thumbnail.jpg';
import example0 from './images/word_cloud-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  word_cloud: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Boy Name Cloud" }] },
};
