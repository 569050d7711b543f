import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';

/**
 * A route's title: a `common` catalog key, or the app shell's rule from the path (the screens
 * inside the shell share the top bar's title, so the tab and the heading never disagree).
 */
export interface RouteHandle {
  title: string | ((pathname: string) => string);
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The title key of the deepest route that names one; undefined on the public pages (their HTML has its own). */
export function routeTitleKey(handles: readonly unknown[], pathname: string): string | undefined {
  const title = handles.filter(isRouteHandle).at(-1)?.title;
  return typeof title === 'function' ? title(pathname) : title;
}

/** Keeps the browser tab's title on the current screen, in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const key = routeTitleKey(
    useMatches().map((match) => match.handle),
    pathname,
  );
  useEffect(() => {
    if (key) document.title = t('titles.document', { page: t(key) });
  }, [key, t]);
  return null;
}
