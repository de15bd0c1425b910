// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.
import thumbnail0 from './images/echarts_area-thumbnail.png';
import example0 from './images/echarts_area-example.jpg';
import thumbnail1 from './images/echarts_timeseries_bar-thumbnail.png';
import example1 from './images/echarts_timeseries_bar-example.jpg';
import thumbnail2 from './images/echarts_timeseries_line-thumbnail.png';
import example2 from './images/echarts_timeseries_line-example.jpg';
import thumbnail3 from './images/echarts_timeseries_scatter-thumbnail.png';
import example3 from './images/echarts_timeseries_scatter-example.jpg';
import thumbnail4 from './images/echarts_timeseries_smooth-thumbnail.png';
import example4 from './images/echarts_timeseries_smooth-example.jpg';
import thumbnail5 from './images/echarts_timeseries_step-thumbnail.png';
import example5 from './images/echarts_timeseries_step-example.jpg';
import type { ChartImages } from '../types';

export const chartImages: Readonly<Record<string, ChartImages>> = {
  echarts_area: { thumbnail: thumbnail0, exampleGallery: [{ url: example0, caption: "Proportion of Revenue by Product Line" }] },
  echarts_timeseries_bar: { thumbnail: thumbnail1, exampleGallery: [{ url: example1, caption: "Quarterly Sales (By Product Line)" }] },
  echarts_timeseries_line: { thumbnail: thumbnail2, exampleGallery: [{ url: example2, caption: "Line" }] },
  echarts_timeseries_scatter: { thumbnail: thumbnail3, exampleGallery: [{ url: example3, caption: "Scatter Plot" }] },
  echarts_timeseries_smooth: { thumbnail: thumbnail4, exampleGallery: [{ url: example4, caption: "Line" }] },
  echarts_timeseries_step: { thumbnail: thumbnail5, exampleGallery: [{ url: example5, caption: "Line" }] },
};
