/** Placeholder until the page is built (issue #4). */
export function GiftPage() {
  return <main className="p-8">GiftPage</main>;
}
