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
  // As useChartQuery sends them: a big table's first rows, then the whole answer.
  const preview = plugin.previewRows ? previewQuery(query, plugin.previewRows) : null;
  if (preview) prefetchPost(url, preview);
  prefetchPost(url, query);
}
