import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Component as NotFound } from './not-found';

/**
 * A public page reached by one of the app's own links. Those pages are pre-rendered and sent by
 * the server, so the browser loads the address as a document (replacing the entry the router
 * just pushed). If the app itself started at this address, the server had no page for it
 * (an unknown blog article, say): reloading would loop, so it is a "not found".
 */
export function Component() {
  const { pathname, search, hash, key } = useLocation();
  const startedHere = key === 'default';
  useEffect(() => {
    if (!startedHere) window.location.replace(`${pathname}${search}${hash}`);
  }, [startedHere, pathname, search, hash]);
  return startedHere ? <NotFound /> : null;
}
