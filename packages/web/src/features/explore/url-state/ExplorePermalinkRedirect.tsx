import { Navigate, useParams } from 'react-router';
import { PERMALINK_KEY_PARAM } from './exploreUrl';

/** `/superset/explore/p/{key}/`: Explore opening the permalink's state (as Superset redirects). */
export default function ExplorePermalinkRedirect() {
  const { key = '' } = useParams();
  return <Navigate to={`/explore/?${PERMALINK_KEY_PARAM}=${encodeURIComponent(key)}`} replace />;
}
