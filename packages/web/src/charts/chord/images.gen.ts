// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/chord-thumbnail.jpg';
import example0 from './images/chord-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  chord: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Cross Channel Relationship" }] },
};
