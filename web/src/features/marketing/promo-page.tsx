/** Placeholder until the page is built (issue #4). */
export function PromoPage() {
  return <main className="p-8">PromoPage</main>;
}
