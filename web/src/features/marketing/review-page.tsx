/** Placeholder until the page is built (issue #4). */
export function ReviewPage() {
  return <main className="p-8">ReviewPage</main>;
}
