/**
 * The code of the heavy pages, loaded on demand. App's routes and routePrefetch.ts share these
 * loaders, so a page's chunk can start downloading with its first API calls instead of after the
 * session check has rendered the route.
 */
export const loadExplorePage = () => import('../features/explore/components/ExplorePage');
export const loadDashboardPage = () => import('../features/dashboard/components/DashboardPage');

/**
 * Starts downloading the code that draws these chart types (the registry, then each type's
 * transformProps and component) while the page's own code and queries are still on their way.
 */
export function preloadChartTypes(vizTypes: readonly string[]): void {
  if (vizTypes.length === 0) return;
  Promise.all([import('../charts/plugins'), import('../charts/lazy')])
    .then(([{ chartRegistry }, { preloadChart }]) => {
      for (const vizType of new Set(vizTypes))
        if (chartRegistry.has(vizType)) preloadChart(chartRegistry.get(vizType));
    })
    // A preload only warms the cache: a failure shows when the chart itself loads.
    .catch(() => undefined);
}
