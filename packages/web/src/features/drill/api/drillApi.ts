import type { QueryResult } from '@tessera/core';
import { api } from '../../../app/api';
import type { DrillPayload } from '../lib/drillPayload';

/** Superset's page size for drill to detail. */
export const DRILL_PAGE_SIZE = 50;

export interface DrillSamplesArgs {
  readonly datasetId: number;
  readonly payload: DrillPayload;
  readonly page: number;
  readonly dashboardId?: number | null;
}

export interface DrillSamples extends QueryResult {
  readonly page: number;
  readonly per_page: number;
  readonly total_count: number;
}

export const drillApi = api.injectEndpoints({
  endpoints: (build) => ({
    drillSamples: build.query<DrillSamples, DrillSamplesArgs>({
      query: ({ datasetId, payload, page, dashboardId }) => {
        const params = new URLSearchParams({
          datasource_type: 'table',
          datasource_id: String(datasetId),
          page: String(page),
          per_page: String(DRILL_PAGE_SIZE),
        });
        if (dashboardId) params.set('dashboard_id', String(dashboardId));
        return { url: `/datasource/samples?${params}`, method: 'POST', body: payload };
      },
      transformResponse: (body: { result: DrillSamples }) => body.result,
    }),
  }),
});

export const { useDrillSamplesQuery } = drillApi;
