import { useEffect } from 'react';

const SITE_NAME = 'Alavanca';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Gives the page its own title, description and canonical address (for tabs, search engines and link previews). */
export function usePageMeta({ title, description }: { title: string | undefined; description: string | undefined }): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${SITE_NAME}`;
    const meta = (name: string, property = false) => () => {
      const element = document.createElement('meta');
      element.setAttribute(property ? 'property' : 'name', name);
      return element;
    };
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', canonical);
    setMeta('meta[property="og:title"]', meta('og:title', true), 'content', title);
    setMeta('meta[property="og:url"]', meta('og:url', true), 'content', canonical);
    if (description) {
      setMeta('meta[name="description"]', meta('description'), 'content', description);
      setMeta('meta[property="og:description"]', meta('og:description', true), 'content', description);
    }
  }, [title, description]);
}
