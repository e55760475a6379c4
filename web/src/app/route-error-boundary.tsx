import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const RELOADED_KEY = 'retainly:reloaded-for-chunk';

/**
 * A page that fails to load or render shows a way out instead of a blank screen. After a deploy
 * an open tab may ask for a chunk that no longer exists: that case reloads the page once.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    const chunkMissing =
      error instanceof Error &&
      /dynamically imported module|Importing a module script/i.test(error.message);
    try {
      if (chunkMissing && !sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
      }
    } catch {
      // Storage blocked: show the message below instead of risking a reload loop.
    }
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-slate-600">This page could not be shown. Please reload to try again.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </main>
    );
  }
}
