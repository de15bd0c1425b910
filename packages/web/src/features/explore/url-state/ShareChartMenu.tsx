import { useAppSelector } from '../../../app/hooks';
import { SharePermalinkMenu } from '../../../components/SharePermalinkMenu';
import { selectExplore } from '../state/exploreSlice';
import { permalinkUrlParams } from './exploreUrl';
import { createExplorePermalink } from './stateApi';

/** Explore header's Share menu: copies a permalink to the chart's current settings. */
export function ShareChartMenu() {
  const { formData, slice } = useAppSelector(selectExplore);
  return (
    <SharePermalinkMenu
      testId="explore-share"
      disabled={!formData}
      createUrl={async () => {
        // The button is disabled until Explore holds form data.
        if (!formData) throw new Error('The chart has no settings yet.');
        return createExplorePermalink(
          slice ? { ...formData, slice_id: slice.id } : formData,
          permalinkUrlParams(window.location.search),
        );
      }}
    />
  );
}
