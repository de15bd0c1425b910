import { useAppSelector } from '../../../app/hooks';
import { useChartQuery } from '../../../charts/useChartQuery';
import { selectExplore } from '../state/exploreSlice';
import { EXPLORE_CHART_ID } from './ChartPane';

/** Explore's chart query: each run sends the last run's form data, forced when the run asked so. */
export function useExploreChartQuery(): { stop: () => void } {
  const { lastRunFormData, runToken, forceRun } = useAppSelector(selectExplore);
  return useChartQuery(EXPLORE_CHART_ID, lastRunFormData, runToken, { force: forceRun });
}
