/** Shown for the moment a route's chunk loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-500">
      Loading...
    </div>
  );
}
