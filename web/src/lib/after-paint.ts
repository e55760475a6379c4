const LCP = 'largest-contentful-paint';

/** Longest wait (no new paint reported, input, a background tab): the task runs anyway. */
const FALLBACK_MS = 1_000;

/**
 * Runs `task` once what the page has just rendered is on screen, for work the first paint must
 * not wait for or compete with (an effect can run before that paint). Where the browser reports
 * largest contentful paints, that is one of an element now in the page (reported once its frame
 * is shown); elsewhere the frame after next. Returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let done = false;
  const stops: (() => void)[] = [];
  const stop = () => {
    done = true;
    stops.forEach((stopOne) => stopOne());
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  const runNext = () => {
    const timer = window.setTimeout(run, 0);
    stops.push(() => window.clearTimeout(timer));
  };
  if (PerformanceObserver.supportedEntryTypes?.includes(LCP)) {
    const observer = new PerformanceObserver((entries) => {
      // The paint of an element still in the page: index.html's 'Loading...', which React has
      // replaced by the time an effect runs, does not count. (Not timestamps: a test's fake
      // clock moves performance.now() but not the entries' times.)
      const painted = entries.getEntries() as LargestContentfulPaint[];
      if (painted.some((entry) => entry.element?.isConnected)) runNext();
    });
    observer.observe({ type: LCP, buffered: true });
    stops.push(() => observer.disconnect());
  } else {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(runNext);
    });
    stops.push(() => cancelAnimationFrame(frame));
  }
  const fallback = window.setTimeout(run, FALLBACK_MS);
  stops.push(() => window.clearTimeout(fallback));
  return stop;
}
