/**
 * The API calls a page will make, started as soon as its address is known, while the page's code
 * still downloads (Explore and dashboards are separate chunks of several hundred KB). The pages'
 * own calls then take these answers (http.ts `prefetch`). Paths must match the pages' calls exactly.
 *
 * No React here: the first page's calls leave from `src/early.ts`, a script that runs before the
 * app's own code has even been evaluated.
 */
import { prefetch } from './http';
import { loadDashboardPage, loadExplorePage, preloadChartTypes } from './pageChunks';

/** What a page needs besides its API answers: its code and the code of the charts it draws. */
export interface CodeWarmers {
  readonly page: (page: 'explore' | 'dashboard') => void;
  readonly chartTypes: (vizTypes: readonly string[]) => void;
  /**
   * Sends Explore's first chart query for a saved chart (its answers as the API gives them). Only
   * the page's first load has it (early.ts): inside the app, Explore may already have sent its own.
   */
  readonly firstChartQuery?: (chart: unknown, datasetAnswer: Promise<unknown>) => void;
}

const warmCode: CodeWarmers = {
  page: (page) => {
    // Errors surface when the route itself loads the chunk.
    (page === 'explore' ? loadExplorePage() : loadDashboardPage()).catch(() => undefined);
  },
  chartTypes: preloadChartTypes,
};

/** The first page's warmers (early.ts): the code, and Explore's first chart query. */
export const firstPageWarmers: CodeWarmers = {
  ...warmCode,
  firstChartQuery: (chart, datasetAnswer) => {
    // Explore's own query goes out as usual if anything here fails.
    Promise.all([import('../features/explore/lib/firstChartQuery'), datasetAnswer])
      .then(([module, answer]) => {
        const dataset = (answer as { result?: unknown } | null)?.result;
        if (dataset) module.prefetchFirstChartQuery(chart as never, dataset as never);
      })
      .catch(() => undefined);
  },
};

/** The viz types named in a dashboard's /charts answer. */
function dashboardVizTypes(answer: unknown): string[] {
  const charts = (answer as { result?: unknown } | null)?.result;
  if (!Array.isArray(charts)) return [];
  return charts
    .map((chart) => (chart as { form_data?: { viz_type?: unknown } } | null)?.form_data?.viz_type)
    .filter((vizType): vizType is string => typeof vizType === 'string');
}

const DASHBOARD = /^\/superset\/dashboard\/([^/]+)\/?$/;
const EXPLORE = /^\/(superset\/)?explore\/?$/;

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Starts the calls the page at `pathname`/`search` makes first, and the download of its code and
 * of its charts' code; does nothing for other pages.
 */
export function prefetchFor(pathname: string, search: string, warm: CodeWarmers = warmCode): void {
  const dashboard = DASHBOARD.exec(pathname);
  if (dashboard?.[1] && dashboard[1] !== 'p') {
    const idOrSlug = encodeURIComponent(decodeURIComponent(dashboard[1]));
    for (const suffix of ['', '/charts', '/datasets']) {
      const answer = prefetch(`/api/v1/dashboard/${idOrSlug}${suffix}`);
      if (suffix === '/charts')
        answer.then((charts) => warm.chartTypes(dashboardVizTypes(charts))).catch(() => undefined);
    }
    // After the calls: asking for the page's code adds a link per file it needs (tens of ms).
    warm.page('dashboard');
    return;
  }
  if (EXPLORE.test(pathname)) prefetchExploreCalls(new URLSearchParams(search), warm);
}

/** The public call that says who is signed in (and the app's settings); every page makes it first. */
export const BOOTSTRAP_PATH = '/api/v1/tessera/bootstrap';

/** How long Explore's code download waits for the saved chart's answer (see prefetchExploreCalls). */
const CODE_WAITS_FOR_CHART_MS = 120;

/**
 * Explore's first calls: its dataset, or its chart and then the chart's dataset; then its code.
 * The dataset call of a saved chart goes out before the code download starts (or once the chart's
 * answer is 120 ms late): the code is sixty-odd files, and behind them on the browser's six
 * connections the dataset call would wait a few hundred milliseconds.
 */
function prefetchExploreCalls(params: URLSearchParams, warm: CodeWarmers): void {
  const warmPage = once(() => warm.page('explore'));
  // Stored state (form_data_key, permalink_key) may name another dataset: leave those to the page.
  const stored = params.has('form_data_key') || params.has('permalink_key');
  const datasetId = stored ? null : positive(params.get('dataset_id'));
  const sliceId = stored || datasetId !== null ? null : positive(params.get('slice_id'));
  if (sliceId === null) {
    if (datasetId !== null) void prefetch(`/api/v1/dataset/${datasetId}`);
    warmPage();
    return;
  }
  const timer = setTimeout(warmPage, CODE_WAITS_FOR_CHART_MS);
  prefetch(`/api/v1/chart/${sliceId}`)
    .then((answer) => prefetchChartDataset(answer, warm))
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(timer);
      warmPage();
    });
}

/** A saved chart's dataset call, its chart type's code, and (first page only) its first query. */
function prefetchChartDataset(answer: unknown, warm: CodeWarmers): void {
  const chart = (
    answer as { result?: { datasource_id?: unknown; datasource_type?: unknown; viz_type?: unknown } } | null
  )?.result;
  const id = typeof chart?.datasource_id === 'number' ? chart.datasource_id : null;
  const dataset =
    id !== null && (chart?.datasource_type ?? 'table') === 'table' ? prefetch(`/api/v1/dataset/${id}`) : null;
  if (typeof chart?.viz_type === 'string') warm.chartTypes([chart.viz_type]);
  if (dataset && warm.firstChartQuery) warm.firstChartQuery(chart, dataset);
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
