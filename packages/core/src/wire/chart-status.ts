// A chart's status on screen (spec 000 point 4): the value of `data-test-chart-status`.
import { z } from 'zod';

export const CHART_STATUSES = ['loading', 'success', 'rendered', 'failed', 'stopped', 'empty'] as const;
export const chartStatusSchema = z.enum(CHART_STATUSES);
export type ChartStatus = z.infer<typeof chartStatusSchema>;
