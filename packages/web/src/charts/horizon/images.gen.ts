// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/horizon-thumbnail.png';
import example0 from './images/horizon-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  horizon: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Seasonality of Revenue (per Product Line)" }] },
};
