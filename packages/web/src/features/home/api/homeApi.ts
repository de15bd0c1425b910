import { api } from '../../../app/api';
import type { ListResponse } from '../../lists';

/** One row of /api/v1/log/recent_activity/ (Superset's RecentActivitySchema). */
export interface ActivityItem {
  readonly action: string;
  readonly item_type: 'dashboard' | 'slice';
  readonly item_title: string;
  readonly item_url: string;
  readonly time: number;
  readonly time_delta_humanized: string | null;
}

export type HomeResource = 'dashboard' | 'chart' | 'saved_query';
export type HomeTab = 'favorite' | 'mine';

export interface HomeItem {
  readonly id: number;
  readonly title: string;
  readonly url: string;
  readonly modified: string | null;
}

/** Spec 001 point 9: the home page asks for 5 recent items and shows the first 3. */
export const RECENT_PAGE_SIZE = 5;
export const RECENT_SHOWN = 3;

const FAVORITE_OPR = { dashboard: 'dashboard_is_favorite', chart: 'chart_is_favorite' } as const;
const COLUMNS = {
  dashboard: ['id', 'dashboard_title', 'slug', 'changed_on_delta_humanized'],
  chart: ['id', 'slice_name', 'changed_on_delta_humanized'],
  saved_query: ['id', 'label', 'changed_on_delta_humanized'],
} as const;

/** The rison `q` of one home panel: the user's favourites, or what they created, newest first. */
export function homeListQuery(resource: HomeResource, tab: HomeTab, userId: number) {
  const filters =
    tab === 'favorite' && resource !== 'saved_query'
      ? [{ col: 'id', opr: FAVORITE_OPR[resource], value: true }]
      : [{ col: 'created_by', opr: 'rel_o_m', value: userId }];
  return {
    columns: [...COLUMNS[resource]],
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: RECENT_PAGE_SIZE,
  };
}

function toHomeItem(resource: HomeResource, row: Record<string, unknown>): HomeItem {
  const id = Number(row.id);
  const modified = (row.changed_on_delta_humanized as string | undefined) ?? null;
  if (resource === 'dashboard') {
    const slug = row.slug as string | null | undefined;
    return {
      id,
      title: String(row.dashboard_title || '[ untitled dashboard ]'),
      url: `/superset/dashboard/${slug || id}/`,
      modified,
    };
  }
  if (resource === 'chart')
    return { id, title: String(row.slice_name), url: `/explore/?slice_id=${id}`, modified };
  return { id, title: String(row.label), url: `/sqllab/?savedQueryId=${id}`, modified };
}

const TAG = { dashboard: 'Dashboard', chart: 'Chart', saved_query: 'SavedQuery' } as const;

const homeBase = api.enhanceEndpoints({ addTagTypes: ['SavedQuery', 'Favorite', 'Activity'] });

export const homeApi = homeBase.injectEndpoints({
  endpoints: (build) => ({
    recentActivity: build.query<readonly ActivityItem[], void>({
      query: () => ({
        url: '/api/v1/log/recent_activity/',
        rison: { page: 0, page_size: RECENT_PAGE_SIZE, distinct: true },
      }),
      transformResponse: (body: { result?: ActivityItem[] }) => body.result ?? [],
      providesTags: ['Activity'],
    }),
    homeList: build.query<
      { count: number; items: readonly HomeItem[] },
      { resource: HomeResource; tab: HomeTab; userId: number }
    >({
      query: ({ resource, tab, userId }) => ({
        url: `/api/v1/${resource}/`,
        rison: homeListQuery(resource, tab, userId),
      }),
      transformResponse: (body: ListResponse<Record<string, unknown>>, _meta, { resource }) => ({
        count: body.count,
        items: body.result.map((row) => toHomeItem(resource, row)),
      }),
      providesTags: (_result, _error, { resource }) => [TAG[resource], 'Favorite'],
    }),
  }),
});

export const { useRecentActivityQuery, useHomeListQuery } = homeApi;
