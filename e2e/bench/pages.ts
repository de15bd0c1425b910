// The pages `bench:web` loads. Add a scenario here (a page, the selector that says it is up,
// whether it draws charts) and it is measured and printed like the others.
import type { MeasureOptions } from './measure';

export interface PageTargets {
  readonly dashboardPath: string;
  readonly explorePath: string;
  /** Explore of the 20,000-row pivot table (pivot-chart.ts). */
  readonly pivotPath?: string;
}

export interface BenchPage extends MeasureOptions {
  /** Loaded with the signed-in session; the sign-in page is loaded without one. */
  readonly signedIn: boolean;
  /** Compressed JS the page may ship (issue 7 point 6): printed beside the figure, never asserted. */
  readonly jsBudget: number;
}

const KB = 1024;

export function benchPages(targets: PageTargets): BenchPage[] {
  const common = { expectCharts: false, chartTimeoutMs: 60_000, signedIn: true, jsBudget: 1024 * KB };
  return [
    {
      ...common,
      name: 'sign-in',
      path: '/login/',
      readySelector: '[data-test=login-submit]',
      signedIn: false,
    },
    {
      ...common,
      name: 'home',
      path: '/superset/welcome/',
      readySelector: '[data-test=home-panel-dashboard]',
      // The first page a signed-in user sees (the landing page after sign-in).
      jsBudget: 350 * KB,
    },
    {
      ...common,
      name: 'dashboard list',
      path: '/dashboard/list/',
      readySelector: '[data-test=list-row]',
      jsBudget: 350 * KB,
    },
    { ...common, name: 'chart list', path: '/chart/list/', readySelector: '[data-test=list-row]' },
    {
      ...common,
      name: 'dashboard',
      path: targets.dashboardPath,
      readySelector: '[data-test=dashboard-title]',
      expectCharts: true,
    },
    {
      ...common,
      name: 'explore',
      path: targets.explorePath,
      readySelector: '[data-test=explore-viz-type]',
      expectCharts: true,
    },
    { ...common, name: 'sql lab', path: '/sqllab/', readySelector: '[data-test=nav-dashboards]' },
    // Issue 7: a 20,000-row pivot table shows its first screen in at most 1 s (printed, not asserted).
    ...(targets.pivotPath
      ? [
          {
            ...common,
            name: 'pivot 20k rows',
            path: targets.pivotPath,
            readySelector: '[data-test=explore-viz-type]',
            expectCharts: true,
          },
        ]
      : []),
  ];
}
