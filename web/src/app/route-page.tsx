import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A route's page, loaded as its own chunk; `preload` fetches it before the app first renders. */
export type RoutePage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

interface Options {
  /**
   * False for a page whose first paint uses no TanStack Query (the landing page: its data comes
   * through lib/deferred-query and its dialogs bring their own provider). Every other page is
   * wrapped in the QueryClientProvider, which its chunk brings.
   */
  queryClient?: boolean;
}

let QueryProvider: ComponentType<{ children: ReactNode }> | undefined;
const loadQueryProvider = () =>
  import('@/lib/query-provider').then((m) => (QueryProvider = m.QueryProvider));

function withQueryProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Provider = QueryProvider!;
  return function WithQueryClient(props: P) {
    return (
      <Provider>
        <Page {...props} />
      </Provider>
    );
  };
}

/**
 * Every route is its own chunk, so the landing page ships only what it needs. A page that was
 * preloaded renders at once: React.lazy suspends on its first render even when the module is
 * already in (the promise settles a tick later), and after a Suspense fallback React holds the
 * content back ~300 ms, which delayed the landing page's largest contentful paint.
 */
export function routePage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { queryClient = true }: Options = {},
): RoutePage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    Promise.all([load(), queryClient && loadQueryProvider()]).then(
      ([page]) => (loaded ??= queryClient ? withQueryProvider(page) : page),
    );
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    // Chosen once per mount: swapping the lazy wrapper for the loaded page would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
