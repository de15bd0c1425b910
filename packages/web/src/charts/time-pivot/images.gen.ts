// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
};
