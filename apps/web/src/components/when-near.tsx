import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the window a part starts loading: it is there by the time it is scrolled to. */
const AHEAD = '400px';

/**
 * Draws `children` once their place comes near the window: a part far down a screen (the
 * community's reviews under a report) costs its first load nothing. Where the browser cannot tell
 * (no IntersectionObserver), it draws at once.
 */
export function WhenNear({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  // Not near at first, on the server's paint as in the browser, so the two agree as the app takes over.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Drawn right after the first draw, which matched the server's paint.
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className={className} data-testid={testId}>
      {near && children}
    </div>
  );
}
