/** Placeholder until the page is built (issue #4). */
export function BookPage() {
  return <main className="p-8">BookPage</main>;
}
