// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/funnel-thumbnail.png';
import example0 from './images/funnel-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  funnel: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Funnel" }] },
};
