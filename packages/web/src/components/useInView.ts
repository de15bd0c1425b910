import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Whether an element is on screen (or within `margin` of it), read as a function so asking never
 * re-renders. Before the first observation it answers from the element's position; without
 * IntersectionObserver (old browsers, tests) everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): () => boolean {
  const seen = useRef<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen.current = entry.isIntersecting;
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return useCallback(() => {
    if (seen.current !== null) return seen.current;
    const element = ref.current;
    if (!element || typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return true;
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  }, [ref]);
}
