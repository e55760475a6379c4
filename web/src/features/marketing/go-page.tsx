/** Placeholder until the page is built (issue #4). */
export function GoPage() {
  return <main className="p-8">GoPage</main>;
}
