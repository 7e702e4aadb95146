import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen, or the page is about to be printed, and
 * from then on: what only shows there (a file's preview, a chart) is fetched and drawn when someone can
 * see it, not with the page's first load. True at once where the browser has no IntersectionObserver.
 */
export function useNearScreen(element: RefObject<HTMLElement | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    // Printed, the whole page is seen: drawn in the event, before the browser lays out the print.
    const printing = () => setNear(true);
    window.addEventListener('beforeprint', printing);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [element, near, margin]);
  return near;
}
