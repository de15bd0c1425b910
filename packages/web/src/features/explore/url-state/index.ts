export { default as ExplorePermalinkRedirect } from './ExplorePermalinkRedirect';
export { type StoredStateRef, sliceIdOf, storedStateRef } from './exploreUrl';
export { ShareChartMenu } from './ShareChartMenu';
export { useExploreUrlSync } from './useExploreUrlSync';
export { useStoredFormData } from './useStoredFormData';
