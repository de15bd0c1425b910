import { prefetchPost } from '../../../app/http';
import { chartRegistry } from '../../../charts';
import { chartDataUrl } from '../../../charts/chartDataUrl';
import { previewQuery } from '../../../charts/previewQuery';
import type { ChartDetail, DatasetDetail } from '../api/exploreApi';
import { formDataFromChart, validateFormData, withTemporalLookup } from './formData';

/**
 * Sends the chart query Explore will send first for a saved chart (`/explore/?slice_id=`), built
 * as ExplorePage's hydration builds it, while Explore's code still loads (app/prefetchFor.ts):
 * Explore's own call then takes the answer (http.ts `prefetchPost` matches path and body). Sends
 * nothing for a chart Explore would not run at once, or one read through the legacy API.
 */
export function prefetchFirstChartQuery(chart: ChartDetail, dataset: DatasetDetail): void {
  let formData: ReturnType<typeof formDataFromChart>;
  try {
    formData = withTemporalLookup(formDataFromChart(chart), dataset);
  } catch {
    return; // Explore shows why the chart cannot open.
  }
  if (!chartRegistry.has(formData.viz_type) || validateFormData(formData, dataset).length > 0) return;
  const plugin = chartRegistry.get(formData.viz_type);
  if (plugin.metadata.useLegacyApi) return;
  // Explore's chart starts with no own state (a table's page, sort or search).
  const query = plugin.buildQuery(formData, { ownState: {} });
  const url = chartDataUrl('/api/v1/chart/data', formData);
  // A big table's first rows only: its whole answer (18 MB for 100,000 rows) would hold the
  // server while it still serves Explore's code; Explore asks for that itself, as before.
  const preview = plugin.previewRows ? previewQuery(query, plugin.previewRows) : null;
  prefetchPost(url, preview ?? query);
}
