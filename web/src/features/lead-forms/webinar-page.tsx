/** Placeholder until the page is built (issue #4). */
export function WebinarPage() {
  return <main className="p-8">WebinarPage</main>;
}
