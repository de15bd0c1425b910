// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/paired_ttest-thumbnail.png';
import example0 from './images/paired_ttest-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  paired_ttest: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Births by gender: paired t-test" }] },
};
