import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefetchFor } from './prefetchFor';

/** Prefetches on every navigation inside the app (src/early.ts covered the first page). */
export function RoutePrefetch(): null {
  const { pathname, search } = useLocation();
  useEffect(() => prefetchFor(pathname, search), [pathname, search]);
  return null;
}
