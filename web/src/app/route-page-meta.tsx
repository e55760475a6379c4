import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterPaint } from '@/lib/after-paint';

let applyRouteMeta: ((pathname: string) => void) | undefined;
const loadRouteMeta = () =>
  import('./route-meta').then((routeMeta) => (applyRouteMeta = routeMeta.applyRouteMeta));

/** True until the first page's meta is settled: in production the api wrote it into index.html. */
let firstPage = true;

/**
 * Every route's title and description (route-meta.ts). Rendered before the routes, so a page
 * that sets its own meta (a tool's name, say) runs its effect later and wins. The table of every
 * page's meta is fetched after the first paint: the first page's meta is already in index.html.
 */
export function RoutePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const isFirstPage = firstPage;
    firstPage = false;
    if (applyRouteMeta) return applyRouteMeta(pathname);
    if (isFirstPage && import.meta.env.PROD) return afterPaint(() => void loadRouteMeta());
    // An early navigation (or development, where index.html has no page meta): apply once the
    // table is in, unless the page has set its own title meanwhile.
    const titleBefore = document.title;
    let live = true;
    void loadRouteMeta().then(() => {
      if (live && document.title === titleBefore) applyRouteMeta?.(pathname);
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
