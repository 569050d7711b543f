import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The element the address's #fragment names, brought into view and given the focus once `ready`
 * (its content drawn): a navigation inside the app, such as a notification's link, changes the
 * address without the browser's own jump to the fragment. Returns the fragment's id ('' if none),
 * for the screen to mark that element.
 */
export function useScrollToHash(ready: boolean): string {
  const { hash } = useLocation();
  const id = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    if (!ready || !id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, id]);
  return id;
}
