/** Placeholder until the page is built (issue #4). */
export function SummitPage() {
  return <main className="p-8">SummitPage</main>;
}
