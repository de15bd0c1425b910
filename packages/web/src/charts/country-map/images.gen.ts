// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/country_map-thumbnail.png';
import example0 from './images/country_map-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  country_map: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Birth in France by department in 2016" }] },
};
