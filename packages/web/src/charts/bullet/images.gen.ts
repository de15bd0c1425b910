// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/bullet-thumbnail.png';
import example0 from './images/bullet-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  bullet: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Births in all" }] },
};
