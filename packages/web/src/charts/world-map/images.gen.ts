// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/world_map-thumbnail.png';
import example0 from './images/world_map-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  world_map: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Location of Current Developers" }] },
};
