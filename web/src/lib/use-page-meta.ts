import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '@retainly/domain';

export type { PageMeta };

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Writes a page's title, description and Open Graph tags into the document's head. */
export function applyPageMeta({ title, description }: PageMeta) {
  const fullTitle = documentTitle({ title, description });
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:url', window.location.origin + window.location.pathname);
  setMeta('property', 'og:site_name', 'Retainly');
}

/**
 * Each public page's own title, description and Open Graph tags on client-side navigation (the
 * api writes the same ones into index.html for a first load). Pass PAGE_META[path].
 */
export function usePageMeta({ title, description }: PageMeta, { skip = false } = {}) {
  useEffect(() => {
    if (!skip) applyPageMeta({ title, description });
  }, [title, description, skip]);
}
