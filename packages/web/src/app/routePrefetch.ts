/**
 * The API calls a page will make, started as soon as its address is known, while the page's code
 * still downloads (Explore and dashboards are separate chunks of several hundred KB). The pages'
 * own calls then take these answers (http.ts `prefetch`). Paths must match the pages' calls exactly.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefetch } from './http';

const DASHBOARD = /^\/superset\/dashboard\/([^/]+)\/?$/;
const EXPLORE = /^\/(superset\/)?explore\/?$/;

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** Starts the calls the page at `pathname`/`search` makes first; does nothing for other pages. */
export function prefetchFor(pathname: string, search: string): void {
  const dashboard = DASHBOARD.exec(pathname);
  if (dashboard?.[1] && dashboard[1] !== 'p') {
    const idOrSlug = encodeURIComponent(decodeURIComponent(dashboard[1]));
    for (const suffix of ['', '/charts', '/datasets'])
      void prefetch(`/api/v1/dashboard/${idOrSlug}${suffix}`);
    return;
  }
  if (!EXPLORE.test(pathname)) return;
  const params = new URLSearchParams(search);
  // Stored state (form_data_key, permalink_key) may name another dataset: leave those to the page.
  if (params.has('form_data_key') || params.has('permalink_key')) return;
  const datasetId = positive(params.get('dataset_id'));
  if (datasetId !== null) {
    void prefetch(`/api/v1/dataset/${datasetId}`);
    return;
  }
  const sliceId = positive(params.get('slice_id'));
  if (sliceId === null) return;
  prefetch(`/api/v1/chart/${sliceId}`)
    .then((answer) => {
      const chart = (answer as { result?: { datasource_id?: unknown; datasource_type?: unknown } } | null)
        ?.result;
      const id = typeof chart?.datasource_id === 'number' ? chart.datasource_id : null;
      if (id !== null && (chart?.datasource_type ?? 'table') === 'table')
        void prefetch(`/api/v1/dataset/${id}`);
    })
    .catch(() => undefined);
}

/** Prefetches on every navigation inside the app (the first page is covered by App's module). */
export function RoutePrefetch(): null {
  const { pathname, search } = useLocation();
  useEffect(() => prefetchFor(pathname, search), [pathname, search]);
  return null;
}
